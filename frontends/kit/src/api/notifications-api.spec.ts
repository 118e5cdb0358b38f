import type { NotificationView } from '@outings/contracts';
import { makeUser, sessionView } from '../../test/fixtures';
import { jsonResponse } from '../../test/fake-response';
import { mockFetch } from '../../test/mock-fetch';
import { notificationsApi } from './notifications-api';

const ALERT: NotificationView = {
  _id: 'n-1',
  type: 'friend-request',
  created: '2026-03-01T10:00:00.000Z',
  status: 'pending',
  userID: 'u-1',
  from: 'u-2',
};

describe('notificationsApi', () => {
  it("lists the user's alerts, checked against the contract", async () => {
    mockFetch({ 'GET /user/u-1/notifications': () => jsonResponse(200, { notifications: [ALERT], next: null, needingAttention: 1 }) });
    expect(await notificationsApi.list('u-1')).toEqual({ ok: true, status: 200, data: { notifications: [ALERT], next: null, needingAttention: 1 } });
  });

  it('takes an answer of an unknown type for a failure, not a list', async () => {
    mockFetch({ 'GET /user/u-1/notifications': () => jsonResponse(200, { notifications: [{ ...ALERT, type: 'party' }], next: null, needingAttention: 1 }) });
    expect((await notificationsApi.list('u-1')).ok).toBe(false);
  });

  it('sends the answer to a request alert and reads the session view back', async () => {
    const sent: unknown[] = [];
    const view = sessionView(makeUser({ _id: 'u-1' }));
    mockFetch({ 'POST /user/u-1/notification/n-1/respond': (body) => (sent.push(body), jsonResponse(200, view)) });
    expect(await notificationsApi.respond('u-1', 'n-1', 'accepted')).toEqual({ ok: true, status: 200, data: view });
    expect(sent).toEqual([{ status: 'accepted' }]);
  });

  it('clears an alert with its status and reads the user back', async () => {
    const sent: unknown[] = [];
    const user = makeUser({ _id: 'u-1' });
    mockFetch({ 'POST /user/u-1/notification/n%2F1/dismiss': (body) => (sent.push(body), jsonResponse(200, { user })) });
    expect(await notificationsApi.dismiss('u-1', 'n/1', 'none')).toEqual({ ok: true, status: 200, data: { user } });
    expect(sent).toEqual([{ status: 'none' }]);
  });
});
