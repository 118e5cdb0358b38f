import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTING_MESSAGES, type OutingView } from '@outings/contracts';
import { applySessionView, closeAllOverlays, queryClient, refreshChanged, sessionStore } from '@outings/fe-kit';
import { overlayStore } from '../../../kit/src/overlay/overlay-store';
import { jsonResponse, textResponse } from '../../../kit/test/fake-response';
import { makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { makeOuting, makeProfile } from '../../../kit/test/outing-list-fixtures';
import { renderAt } from '../../../kit/test/render-at';
// The alerts the signed-in session holds, read as the shell's layout reads them.
import { alertsQuery } from '../../../kit/src/alerts/alerts-query';
import { LAST_TO_MARK, MARKED_ALREADY } from './completion-control';
import { LEAVE_WARNING } from './member-actions';
import { openOutingModal } from './open-outing';

// The cropper needs a decoded image and a canvas, which jsdom has not: a stand-in hands
// back a JPEG data URL as the real one does after cropping, and says which shape it got.
jest.mock('../../../kit/src/photos/photo-cropper', () => ({
  __esModule: true,
  default: ({ onDone, shape }: { onDone: (photo: { photoString: string }) => void; shape?: string }) => (
    <button type="button" onClick={() => onDone({ photoString: 'data:image/jpeg;base64,AAAA' })}>
      Use {shape} Photo
    </button>
  ),
}));

const ME = makeUser({ _id: 'me', first_name: 'Sam' });
const me = makeProfile({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeProfile({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeProfile({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });
const people = [me, zoe, ann];
const session = (user = ME) => ({ user, populatedFriends: [zoe] });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));
/** The outing as the fake gateway holds it: a change stores its result, a re-read answers it. */
const served: { outing: OutingView } = { outing: makeOuting() };
const changedTo = (outing: OutingView, answer: object) => () => {
  served.outing = outing;
  return jsonResponse(200, answer);
};

async function openWith(outing: OutingView, routes: Record<string, (body: unknown) => Response> = {}) {
  served.outing = outing;
  const fetchMock = mockFetch({ 'GET /outing/o-1/me': () => jsonResponse(200, { outing: served.outing, populatedUsers: people }), ...routes });
  const rendered = renderAt('/profile', '/profile', <p>Profile</p>);
  act(() => openOutingModal('o-1'));
  await settle();
  // Titled 'Outing' until read, then by the outing's name (once: the body does not repeat it).
  return { fetchMock, rendered, dialog: within(screen.getByRole('dialog', { name: outing.name })) };
}

const calls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([path, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}`);

beforeEach(() => {
  closeAllOverlays();
  applySessionView(session());
  URL.createObjectURL = jest.fn(() => 'blob:picked');
  URL.revokeObjectURL = jest.fn();
});

describe('Outing modal: what everyone sees', () => {
  it('shows the activity, the status, the members, who is invited and who flaked', async () => {
    const { dialog } = await openWith(makeOuting({ name: 'Sunset Hike', users: ['me', 'zoe'], invited: ['ann'], flakes: [] }));
    expect(dialog.getAllByRole('heading', { name: 'Sunset Hike' })).toHaveLength(1);
    expect(dialog.getByText('Pending')).toBeInTheDocument();
    const members = within(dialog.getByRole('region', { name: 'Members' }));
    expect(members.getByRole('article', { name: 'Sam Sample' })).toBeInTheDocument();
    expect(members.getByRole('article', { name: 'Zoe Adams' })).toBeInTheDocument();
    expect(within(dialog.getByRole('region', { name: 'Invited' })).getByRole('button', { name: /Ann Berg/ })).toBeInTheDocument();
    expect(dialog.queryByRole('region', { name: 'Flaked' })).toBeNull();
  });

  it("says when the outing cannot be read", async () => {
    mockFetch({});
    renderAt('/profile', '/profile', <p>Profile</p>);
    act(() => openOutingModal('o-1'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This outing cannot be shown right now.');
  });
  it('reads the outing again when a push names it (another member changed it), and not for another outing', async () => {
    const { fetchMock } = await openWith(makeOuting({ users: ['me', 'zoe'] }));
    served.outing = makeOuting({ users: ['me', 'zoe'], photos: [{ key: 'k-pushed', uploader: 'zoe' }] });
    act(() => refreshChanged({ topics: ['outings'], ids: ['o-other'] }));
    await settle();
    expect(calls(fetchMock).filter((call) => call === 'GET /outing/o-1/me')).toHaveLength(1);
    act(() => refreshChanged({ topics: ['alerts', 'outings'], ids: ['o-1'] }));
    await settle();
    expect(screen.getAllByRole('img', { name: /Photo \d of Hike/ })).toHaveLength(1);
  });
});

describe('Outing modal: an invitee', () => {
  const invited = makeOuting({ users: ['zoe'], invited: ['me'], chat: 'c-9' });

  it("joins, takes the new user and opens the outing's chat", async () => {
    const joined = { ...invited, users: ['zoe', 'me'], invited: [] };
    const newUser = makeUser({ _id: 'me', first_name: 'Sam', outings: ['o-1'] });
    const { rendered, fetchMock } = await openWith(invited, { 'GET /outing/me/o-1/join': changedTo(joined, { ...session(newUser), outing: joined }) });
    await userEvent.click(screen.getByRole('button', { name: 'Join Outing' }));
    await settle();
    expect(calls(fetchMock)).toContain('GET /outing/me/o-1/join');
    expect(sessionStore.get().user).toEqual(newUser);
    expect(rendered.location.pathname).toBe('/chat');
  });

  it('shows the too-many-outings popup at the pending cap, and stays an invitee', async () => {
    await openWith(invited, {
      'GET /outing/me/o-1/join': () => jsonResponse(406, { header: OUTING_MESSAGES.tooManyOutingsHeader, message: 'server words' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Join Outing' }));
    await settle();
    expect(overlayStore.get().popup).toMatchObject({ selector: 'too-many-outings', header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings });
    expect(screen.getByRole('alertdialog', { name: OUTING_MESSAGES.tooManyOutingsHeader })).toHaveTextContent(OUTING_MESSAGES.tooManyOutings);
    expect(screen.getByRole('button', { name: 'Join Outing' })).toBeEnabled();
  });

  it('denies through the invite alert when the alerts hold it', async () => {
    const alert = { _id: 'n-1', type: 'outing-invite', created: '2026-11-01T10:00:00.000Z', status: 'pending', userID: 'me', from: 'zoe', outing: 'o-1' };
    const { fetchMock } = await openWith(invited, {
      'GET /user/me/notifications': () => jsonResponse(200, { notifications: [alert], next: null, needingAttention: 1 }),
      'POST /user/me/notification/n-1/respond': () => jsonResponse(200, session()),
    });
    // The alerts the signed-in session holds.
    await act(() => queryClient.fetchQuery(alertsQuery));
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await settle();
    expect(fetchMock.mock.calls.find(([path]) => path === '/user/me/notification/n-1/respond')?.[1]).toMatchObject({ body: JSON.stringify({ status: 'denied' }) });
    expect(overlayStore.get().modals).toHaveLength(0);
  });
});

describe('Outing modal: someone who flaked', () => {
  it("reads 'You flaked out!' and can do nothing", async () => {
    const { dialog } = await openWith(makeOuting({ users: ['zoe', 'ann'], flakes: ['me'] }));
    expect(dialog.getByText(OUTING_MESSAGES.flakedOut)).toBeInTheDocument();
    for (const name of ['Join Outing', 'Leave Outing', 'Delete Outing', 'Mark Complete', 'Open Chat']) expect(dialog.queryByRole('button', { name })).toBeNull();
    expect(dialog.queryByText('Upload Photo')).toBeNull();
  });
});

describe('Outing modal: a member', () => {
  const photos = [
    { key: 'k-mine', uploader: 'me' },
    { key: 'k-zoe', uploader: 'zoe' },
  ];
  const pending = makeOuting({ users: ['me', 'zoe'], photos });

  it('uploads a photo cropped 4:3 and shows it', async () => {
    const uploaded = { ...pending, photos: [...photos, { key: 'k-new', uploader: 'me' }] };
    const { fetchMock } = await openWith(pending, { 'POST /outing/me/o-1/upload-photo': changedTo(uploaded, { ...session(), outing: uploaded }) });
    await userEvent.upload(screen.getByLabelText('Upload Photo'), new File(['x'], 'beach.jpg', { type: 'image/jpeg' }));
    await settle();
    await userEvent.click(await screen.findByRole('button', { name: 'Use rect Photo' }));
    await settle();
    const upload = fetchMock.mock.calls.find(([path]) => path === '/outing/me/o-1/upload-photo');
    expect(upload?.[1]).toMatchObject({ body: JSON.stringify({ photoString: 'data:image/jpeg;base64,AAAA' }) });
    expect(screen.getByRole('img', { name: 'Photo 3 of Hike' })).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
  });

  it("in Edit mode offers delete on the member's own photos only, and asks first", async () => {
    const left = { ...pending, photos: photos.slice(1) };
    const { fetchMock } = await openWith(pending, { 'POST /outing/me/o-1/delete-photo': changedTo(left, { ...session(), outing: left }) });
    expect(screen.queryByRole('button', { name: /Delete photo/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getAllByRole('button', { name: /Delete photo/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(calls(fetchMock)).not.toContain('POST /outing/me/o-1/delete-photo');
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(fetchMock.mock.calls.find(([path]) => path === '/outing/me/o-1/delete-photo')?.[1]).toMatchObject({ body: JSON.stringify({ key: 'k-mine' }) });
    expect(screen.getAllByRole('img', { name: /Photo \d of Hike/ })).toHaveLength(1);
    expect(overlayStore.get().popup).toBeNull();
  });

  it("says 'Too many photos!' at once when the member's two photos are up, before any file is chosen", async () => {
    const fetchMock = (await openWith({ ...pending, photos: [{ key: 'k-1', uploader: 'me' }, { key: 'k-2', uploader: 'me' }] })).fetchMock;
    expect(screen.queryByLabelText('Upload Photo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    expect(screen.getByRole('alertdialog', { name: 'Too many photos!' })).toHaveTextContent('Each Outing member can only upload up to 2 photos...');
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's 'Too many photos!' for a third photo", async () => {
    await openWith(pending, {
      'POST /outing/me/o-1/upload-photo': () => jsonResponse(406, { header: OUTING_MESSAGES.tooManyPhotosHeader, message: OUTING_MESSAGES.tooManyPhotos }),
    });
    await userEvent.upload(screen.getByLabelText('Upload Photo'), new File(['x'], 'beach.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use rect Photo' }));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Too many photos!' })).toHaveTextContent('Each Outing member can only upload up to 2 photos...');
    expect(screen.getAllByRole('img', { name: /Photo \d of Hike/ })).toHaveLength(2);
  });

  it("shows the server's 'No Photos Uploaded!' and stays unmarked", async () => {
    await openWith(makeOuting({ users: ['me', 'zoe'] }), {
      'POST /outing/me/o-1/add-completion': () => jsonResponse(406, { header: OUTING_MESSAGES.noPhotosHeader, message: OUTING_MESSAGES.noPhotos }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'No Photos Uploaded!' })).toBeInTheDocument();
    expect(screen.queryByText(MARKED_ALREADY)).toBeNull();
  });

  it('opens a photo big', async () => {
    // A key no other test read: the cache keeps what it got for the page's life.
    await openWith({ ...pending, photos: [{ key: 'k-big', uploader: 'zoe' }] }, { 'GET /outing/o-1/photo/k-big': () => textResponse(200, 'data:image/jpeg;base64,BIG') });
    await userEvent.click(screen.getByRole('button', { name: 'Photo 1 of Hike' }));
    expect(await within(screen.getByRole('dialog', { name: 'Photo 1 of Hike' })).findByRole('img', { name: 'Photo 1 of Hike' })).toHaveAttribute('src', 'data:image/jpeg;base64,BIG');
  });

  it('confirms a rating only once it was touched, then sends it', async () => {
    const marked = { ...pending, completions: ['me'] };
    const { fetchMock } = await openWith(pending, {
      'POST /outing/me/o-1/add-completion': changedTo(marked, { outing: marked, last: false }),
      'GET /auth/check': () => jsonResponse(200, session()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(fetchMock.mock.calls.find(([path]) => path === '/outing/me/o-1/add-completion')?.[1]).toMatchObject({ body: JSON.stringify({ rating: 4 }) });
    expect(screen.getByText(MARKED_ALREADY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });

  it('counts picking the default 5 as a touch', async () => {
    await openWith(pending);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('tells the last member so, and the outing shows Completed with nothing left to change', async () => {
    const completed = { ...pending, completions: ['zoe', 'me'], status: 'Completed' as const, date_completed: '2026-11-02T10:00:00.000Z' };
    await openWith({ ...pending, completions: ['zoe'] }, {
      'POST /outing/me/o-1/add-completion': changedTo(completed, { outing: completed, last: true }),
      'GET /auth/check': () => jsonResponse(200, session()),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(screen.getByText(LAST_TO_MARK)).toBeInTheDocument();
    expect(screen.getByText('Completed', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Upload Photo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave Outing' })).toBeNull();
  });

  it('sees that they marked it already', async () => {
    await openWith({ ...pending, completions: ['me'] });
    expect(screen.getByText(MARKED_ALREADY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });

  it('leaves, after a warning, while others remain: then reads that they flaked', async () => {
    const left = { ...pending, users: ['zoe'], flakes: ['me'] };
    const { fetchMock } = await openWith(pending, { 'GET /outing/me/o-1/leave': changedTo(left, { ...session(), outing: left }) });
    expect(screen.queryByRole('button', { name: 'Delete Outing' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Outing' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Leave this outing?' }));
    expect(confirm.getByText(LEAVE_WARNING)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Leave' }));
    await settle();
    expect(calls(fetchMock)).toContain('GET /outing/me/o-1/leave');
    expect(screen.getByText(OUTING_MESSAGES.flakedOut)).toBeInTheDocument();
  });

  it('deletes, after a confirmation, when alone', async () => {
    const { fetchMock } = await openWith(makeOuting({ users: ['me'], invited: ['zoe'] }), { 'GET /outing/me/o-1/delete': () => jsonResponse(200, session()) });
    expect(screen.queryByRole('button', { name: 'Leave Outing' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Outing' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete this outing?' })).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(calls(fetchMock)).toContain('GET /outing/me/o-1/delete');
    expect(overlayStore.get()).toEqual({ modals: [], popup: null });
  });

  it('after completion only shows it, and still opens the chat', async () => {
    const { rendered } = await openWith({ ...pending, completions: ['me', 'zoe'], status: 'Completed', date_completed: '2026-11-02T10:00:00.000Z' });
    for (const name of ['Leave Outing', 'Delete Outing', 'Mark Complete', 'Edit']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('Upload Photo')).toBeNull();
    expect(screen.getAllByRole('img', { name: /Photo \d of Hike/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Open Chat' }));
    expect(rendered.location.pathname).toBe('/chat');
  });
});
