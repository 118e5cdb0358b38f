import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../test/fake-response';
import { makeFriend, makeUser, sessionView } from '../../test/fixtures';
import { deferred, mockFetch } from '../../test/mock-fetch';
import { renderAt } from '../../test/render-at';
import { closeAllOverlays } from '../overlay/overlay-store';
import { refreshChanged } from '../query/refresh';
import { applySessionView, sessionStore } from '../session/session-store';
import { openProfileViewer } from './profile-viewer';

const ME = makeUser({ _id: 'u-1' });
const BEA = makeFriend({ _id: 'u-2', first_name: 'Bea', last_name: 'Bold' });
const cardOf = (stand: { friend: boolean; requested: boolean }) => jsonResponse(200, { ...BEA, ...stand });

function open() {
  const rendered = renderAt('/profile', '/profile', <p>Profile</p>);
  act(() => openProfileViewer('u-2'));
  return rendered;
}

describe('ProfileViewer', () => {
  beforeEach(() => {
    closeAllOverlays();
    applySessionView(sessionView(ME));
  });

  it("titles the modal 'Viewing Profile' and offers '+ Friend' to a stranger; adding stores the answer and shows 'Requested'", async () => {
    let stand = { friend: false, requested: false };
    const sent: unknown[] = [];
    mockFetch({
      'GET /user/stripped-user/u-2': () => cardOf(stand),
      'POST /user/u-1/add-friend': (body) => {
        sent.push(body);
        stand = { friend: false, requested: true };
        return jsonResponse(200, sessionView({ ...ME, tagline: 'after' }));
      },
    });
    open();
    expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '+ Friend' }));
    expect(sent).toEqual([{ friendID: 'u-2' }]);
    expect(sessionStore.get().user?.tagline).toBe('after');
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it("follows the other person's answer live: 'Requested' becomes Unfriend once a push names them", async () => {
    let stand = { friend: false, requested: true };
    mockFetch({ 'GET /user/stripped-user/u-2': () => cardOf(stand) });
    open();
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    stand = { friend: true, requested: false };
    // Bea accepted: the notification service tells the asker of the answer and who gave it.
    act(() => refreshChanged({ topics: ['alerts', 'friends'], ids: ['u-2'] }));
    expect(await screen.findByRole('button', { name: 'Unfriend' })).toBeInTheDocument();
  });

  it('offers Unfriend and + Outing to a friend; Unfriend asks first, then removes and stores the friends returned', async () => {
    let stand = { friend: true, requested: false };
    const sent: unknown[] = [];
    mockFetch({
      'GET /user/stripped-user/u-2': () => cardOf(stand),
      'POST /user/u-1/remove-friend': (body) => {
        sent.push(body);
        stand = { friend: false, requested: false };
        return jsonResponse(200, { user: ME, populatedFriends: [] });
      },
    });
    applySessionView({ user: { ...ME, friends: ['u-2'] }, populatedFriends: [BEA] });
    open();
    expect(await screen.findByRole('button', { name: '+ Outing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unfriend' }));
    // Nothing happens until confirmed; Cancel keeps the friend.
    const confirm = () => within(screen.getByRole('alertdialog', { name: 'Unfriend Bea Bold?' }));
    await userEvent.click(confirm().getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unfriend' }));
    await userEvent.click(confirm().getByRole('button', { name: 'Unfriend' }));
    expect(sent).toEqual([{ friendID: 'u-2' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.get().friends).toEqual([]);
    expect(await screen.findByRole('button', { name: '+ Friend' })).toBeInTheDocument();
  });

  it("'+ Outing' closes the viewer and goes to /outing with the friend", async () => {
    mockFetch({ 'GET /user/stripped-user/u-2': () => cardOf({ friend: true, requested: false }) });
    const { location } = open();
    await userEvent.click(await screen.findByRole('button', { name: '+ Outing' }));
    expect(location.pathname).toBe('/outing');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the own profile without friend buttons', async () => {
    mockFetch({ 'GET /user/stripped-user/u-2': () => cardOf({ friend: false, requested: false }) });
    applySessionView(sessionView({ ...ME, _id: 'u-2' }));
    open();
    expect(await screen.findByRole('article', { name: 'Bea Bold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Friend|Unfriend|Outing/ })).toBeNull();
  });

  describe('Photos tab', () => {
    it("shows 'Loading Photos..' then the viewed user's photos in a grid; one opens big", async () => {
      const photos = deferred<Response>();
      mockFetch({
        'GET /user/stripped-user/u-2': () => cardOf({ friend: true, requested: false }),
        'GET /user/stripped-user/u-2/photos': () => photos.promise,
        'GET /outing/o-9/photo/p-1': () => textResponse(200, 'data:image/jpeg;base64,P1'),
      });
      open();
      expect(await screen.findByText('Loading Photos..')).toBeInTheDocument();
      await act(async () => photos.resolve(jsonResponse(200, { photos: [{ outing: 'o-9', key: 'p-1', uploader: 'u-2' }] })));
      const grid = screen.getByRole('list', { name: 'Photos of Bea Bold' });
      expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(1, 1fr)' });
      await userEvent.click(within(grid).getByRole('button'));
      expect(within(screen.getByRole('dialog', { name: 'Photo 1 of 1' })).getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute(
        'src',
        'data:image/jpeg;base64,P1',
      );
    });

    it("shows 'No Photos Yet!' when the caller may see none", async () => {
      mockFetch({
        'GET /user/stripped-user/u-2': () => cardOf({ friend: false, requested: false }),
        'GET /user/stripped-user/u-2/photos': () => jsonResponse(200, { photos: [] }),
      });
      open();
      expect(await screen.findByText('No Photos Yet!')).toBeInTheDocument();
      expect(screen.queryByText('Loading Photos..')).toBeNull();
    });
  });
});
