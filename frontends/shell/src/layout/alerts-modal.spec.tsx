import { OUTING_MESSAGES, type NotificationView } from '@outings/contracts';
import { applySessionView, closeAllOverlays, ModalHost, PopupHost, sessionStore } from '@outings/fe-kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../kit/test/fake-response';
import { alertListPage, makeFriend, makeUser, sessionView } from '../../../kit/test/fixtures';
import { FakeObserver } from '../../../kit/test/fake-intersection-observer';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { makeOuting } from '../../../kit/test/outing-list-fixtures';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemoteModule } from '../remotes/remote-registry';
import { AlertsList } from './alerts-modal';

// The outing modal is the outing remote's, which the shell loads through the federation runtime.
jest.mock('../remotes/remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const FederatedOutingModal = ({ outingID }: { outingID: string }) => <p>outing remote's modal of {outingID}</p>;

const USER = makeUser({ _id: 'u-1' });
const REQUEST: NotificationView = { _id: 'n-2', type: 'friend-request', created: '2026-03-02T10:00:00.000Z', status: 'pending', userID: 'u-1', from: 'u-2' };
const ANSWERED: NotificationView = { _id: 'n-1', type: 'friend-request-update', created: '2026-03-01T10:00:00.000Z', status: 'denied', userID: 'u-1', by: 'u-3' };
const card = (id: string, first_name: string) => jsonResponse(200, { ...makeFriend({ _id: id, first_name }), friend: false, requested: false });

const HIKE = makeOuting({ _id: 'o-1', name: 'Sunset Hike', users: ['u-2'], invited: ['u-1'], chat: 'c-7' });

function routes(alerts: () => NotificationView[], extra: Record<string, (body: unknown) => Response> = {}) {
  return mockFetch({
    'GET /user/u-1/notifications': () => jsonResponse(200, alertListPage(alerts(), alerts().length)),
    'GET /outing': () => jsonResponse(200, { outings: { 'o-1': HIKE }, populatedUsers: [] }),
    'GET /user/stripped-user/u-2': () => card('u-2', 'Bea'),
    'GET /user/stripped-user/u-3': () => card('u-3', 'Cal'),
    ...extra,
  });
}

async function showAlerts() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<AlertsList />} />
        <Route path="/chat" element={<p>Chat page</p>} />
      </Routes>
      <ModalHost />
      <PopupHost />
    </MemoryRouter>,
  );
  // The list reads the alerts as it opens.
  await act(async () => new Promise((done) => setTimeout(done, 0)));
}

describe('AlertsList', () => {
  beforeEach(() => {
    closeAllOverlays();
    applySessionView(sessionView(USER));
  });

  it("shows 'Nothing Here!' / 'Your alerts will show up here' without alerts", async () => {
    routes(() => []);
    await showAlerts();
    expect(screen.getByText('Nothing Here!')).toBeInTheDocument();
    expect(screen.getByText('Your alerts will show up here')).toBeInTheDocument();
  });

  it("'Clear all' clears at once every alert not waiting for an answer, and reads the list afresh", async () => {
    let alerts = [REQUEST, ANSWERED];
    const fetchMock = routes(() => alerts, {
      'POST /user/u-1/notifications/clear-settled': () => {
        alerts = [REQUEST];
        return jsonResponse(200, { cleared: 1 });
      },
    });
    await showAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(await within(items[0]!).findByText('Bea sent you a friend request')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === '/user/u-1/notifications/clear-settled')).toHaveLength(1);
    // Only a request waiting for its answer is left: nothing for 'Clear all'.
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('lists the alerts newest first with the texts of spec §4', async () => {
    routes(() => [REQUEST, ANSWERED]);
    await showAlerts();
    const items = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    expect(await within(items[0]!).findByText('Bea sent you a friend request')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Your friend request was denied by Cal')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("shows who sent a friend request, whose profile opens over the alerts before one answers", async () => {
    routes(() => [REQUEST, ANSWERED]);
    await showAlerts();
    const [request, answered] = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    await userEvent.click(await within(request!).findByRole('button', { name: /Bea Friend\s*, view profile/ }));
    expect(await screen.findByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
    expect(within(answered!).queryByRole('button', { name: /view profile/ })).toBeNull();
  });

  it('accepts a request: sends the answer, stores the session view and reloads the alerts', async () => {
    let alerts = [REQUEST];
    const sent: unknown[] = [];
    const friend = makeFriend({ _id: 'u-2', first_name: 'Bea' });
    routes(() => alerts, {
      'POST /user/u-1/notification/n-2/respond': (body) => {
        sent.push(body);
        alerts = [{ ...REQUEST, status: 'accepted' }];
        return jsonResponse(200, { user: { ...USER, friends: ['u-2'] }, populatedFriends: [friend] });
      },
    });
    await showAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(sent).toEqual([{ status: 'accepted' }]);
    expect(sessionStore.get().friends).toEqual([friend]);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    // The answered request says what the user answered, and can still be cleared.
    expect(await screen.findByText(/Accepted ·/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
  });

  it('denies a request', async () => {
    const sent: unknown[] = [];
    routes(() => [REQUEST], {
      'POST /user/u-1/notification/n-2/respond': (body) => (sent.push(body), jsonResponse(200, sessionView(USER))),
    });
    await showAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(sent).toEqual([{ status: 'denied' }]);
  });

  it('clears an alert with its status', async () => {
    let alerts = [ANSWERED];
    const sent: unknown[] = [];
    routes(() => alerts, {
      'POST /user/u-1/notification/n-1/dismiss': (body) => {
        sent.push(body);
        alerts = [];
        return jsonResponse(200, { user: USER });
      },
    });
    await showAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sent).toEqual([{ status: 'denied' }]);
    expect(screen.getByText('Nothing Here!')).toBeInTheDocument();
  });

  it("names 'Someone' when the alert's person cannot be read", async () => {
    routes(() => [{ ...ANSWERED, by: undefined }]);
    await showAlerts();
    expect(await screen.findByText('Your friend request was denied by Someone')).toBeInTheDocument();
  });

  describe('outing alerts', () => {
    const outingAlert = (type: NotificationView['type'], extra: Partial<NotificationView> = {}): NotificationView => ({
      _id: `n-${type}`,
      type,
      created: '2026-03-03T10:00:00.000Z',
      status: 'none',
      userID: 'u-1',
      by: 'u-2',
      outing: 'o-1',
      ...extra,
    });

    it('names who and which outing, from the outings the user has', async () => {
      routes(() => [
        outingAlert('outing-invite', { status: 'pending', from: 'u-2', by: undefined }),
        outingAlert('outing-invite-update', { status: 'accepted' }),
        outingAlert('outing-invite-update', { _id: 'n-den', status: 'denied', by: 'u-3' }),
        outingAlert('outing-join'),
        outingAlert('outing-leave'),
        outingAlert('outing-marked-complete'),
        outingAlert('outing-complete'),
        outingAlert('outing-join', { _id: 'n-gone', outing: 'o-deleted' }),
      ]);
      await showAlerts();
      for (const text of [
        'Bea invited you to Sunset Hike',
        'Bea accepted your invite to Sunset Hike',
        'Cal declined your invite to Sunset Hike',
        'Bea joined Sunset Hike',
        'Bea left Sunset Hike',
        'Bea marked Sunset Hike complete',
        'Sunset Hike is completed!',
        'Bea joined an outing',
      ]) {
        expect(await screen.findByRole('button', { name: text })).toBeInTheDocument();
      }
    });

    it('opens the outing over the alerts when one is clicked', async () => {
      routes(() => [outingAlert('outing-join')], { 'GET /outing/o-1/u-1': () => jsonResponse(200, { outing: HIKE, populatedUsers: [] }) });
      await showAlerts();
      jest.mocked(loadRemoteModule).mockResolvedValue({ OutingModal: FederatedOutingModal });
      await userEvent.click(await screen.findByRole('button', { name: 'Bea joined Sunset Hike' }));
      await act(async () => new Promise((done) => setTimeout(done, 0)));
      expect(within(screen.getByRole('dialog', { name: 'Sunset Hike' })).getByText("outing remote's modal of o-1")).toBeInTheDocument();
      expect(loadRemoteModule).toHaveBeenCalledWith('outing/OutingModal');
    });

    it("joins an invite: answers accepted and opens the outing's chat", async () => {
      const sent: unknown[] = [];
      routes(() => [outingAlert('outing-invite', { status: 'pending', from: 'u-2' })], {
        'POST /user/u-1/notification/n-outing-invite/respond': (body) => (sent.push(body), jsonResponse(200, sessionView(USER))),
      });
      await showAlerts();
      await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
      expect(sent).toEqual([{ status: 'accepted' }]);
      expect(await screen.findByText('Chat page')).toBeInTheDocument();
    });

    it('shows the pending-cap refusal of a join with its texts', async () => {
      routes(() => [outingAlert('outing-invite', { status: 'pending', from: 'u-2' })], {
        'POST /user/u-1/notification/n-outing-invite/respond': () => jsonResponse(406, { header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings }),
      });
      await showAlerts();
      await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
      const popup = await screen.findByRole('alertdialog', { name: OUTING_MESSAGES.tooManyOutingsHeader });
      expect(popup).toHaveTextContent(OUTING_MESSAGES.tooManyOutings);
      expect(popup).toHaveAttribute('data-popup', 'too-many-outings');
      expect(screen.queryByText('Chat page')).toBeNull();
    });

    it('clears an invite with one dismiss (the gateway denies it), offering no Deny', async () => {
      const sent: unknown[] = [];
      let alerts = [outingAlert('outing-invite', { status: 'pending', from: 'u-2' })];
      routes(() => alerts, {
        'POST /user/u-1/notification/n-outing-invite/dismiss': (body) => {
          sent.push(body);
          alerts = [];
          return jsonResponse(200, { user: USER });
        },
      });
      await showAlerts();
      expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
      await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
      expect(sent).toEqual([{ status: 'pending' }]);
      expect(await screen.findByText('Nothing Here!')).toBeInTheDocument();
    });
  });
});

describe('AlertsList in pages', () => {
  const OLDER: NotificationView = { _id: 'n-0', type: 'friend-removed', created: '2026-02-01T10:00:00.000Z', status: 'none', userID: 'u-1', by: 'u-3' };

  beforeEach(() => {
    closeAllOverlays();
    applySessionView(sessionView(USER));
    FakeObserver.instances = [];
  });
  afterEach(() => {
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
  });

  const pagedRoutes = () =>
    routes(() => [], {
      'GET /user/u-1/notifications': () => jsonResponse(200, alertListPage([REQUEST, ANSWERED], 3, 'cursor-1')),
      'GET /user/u-1/notifications?before=cursor-1': () => jsonResponse(200, alertListPage([OLDER], 3)),
    });
  const listed = () => within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');

  it('fetches the next page when the end of the list comes into view, and stops at the last', async () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const fetchMock = pagedRoutes();
    await showAlerts();
    expect(listed()).toHaveLength(2);
    // The observer watching the list's end (pictures have their own).
    const end = screen.getByRole('button', { name: 'Load more' }).parentElement;
    await act(async () => FakeObserver.instances.find((observer) => end && observer.observed.includes(end))?.enter(true));
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    expect(listed()).toHaveLength(3);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/u-1/notifications?before=cursor-1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("offers 'Load more' for whoever cannot scroll to the end", async () => {
    pagedRoutes();
    await showAlerts();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    expect(listed()).toHaveLength(3);
  });
});
