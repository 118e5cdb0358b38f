import type { NotificationView } from '@outings/contracts';
import { applySessionView, clearAlerts, reloadAlerts, sessionStore } from '@outings/fe-kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeFriend, makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { AlertsList } from './alerts-modal';

const USER = makeUser({ _id: 'u-1' });
const REQUEST: NotificationView = { _id: 'n-2', type: 'friend-request', created: '2026-03-02T10:00:00.000Z', status: 'pending', userID: 'u-1', from: 'u-2' };
const ANSWERED: NotificationView = { _id: 'n-1', type: 'friend-request-update', created: '2026-03-01T10:00:00.000Z', status: 'denied', userID: 'u-1', by: 'u-3' };
const card = (id: string, first_name: string) => jsonResponse(200, { ...makeFriend({ _id: id, first_name }), friend: false, requested: false });

function routes(alerts: () => NotificationView[], extra: Record<string, (body: unknown) => Response> = {}) {
  return mockFetch({
    'GET /user/u-1/notifications': () => jsonResponse(200, { notifications: alerts() }),
    'GET /user/stripped-user/u-2': () => card('u-2', 'Bea'),
    'GET /user/stripped-user/u-3': () => card('u-3', 'Cal'),
    ...extra,
  });
}

async function showAlerts() {
  render(<AlertsList />);
  await act(() => reloadAlerts());
}

describe('AlertsList', () => {
  beforeEach(() => {
    clearAlerts();
    applySessionView(sessionView(USER));
  });

  it("shows 'Nothing Here!' / 'Your alerts will show up here' without alerts", async () => {
    routes(() => []);
    await showAlerts();
    expect(screen.getByText('Nothing Here!')).toBeInTheDocument();
    expect(screen.getByText('Your alerts will show up here')).toBeInTheDocument();
  });

  it('lists the alerts newest first with the texts of spec §4', async () => {
    routes(() => [REQUEST, ANSWERED]);
    await showAlerts();
    const items = within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
    expect(await within(items[0]!).findByText('Bea sent you a friend request')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Your friend request was denied by Cal')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Accept' })).toBeNull();
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
});
