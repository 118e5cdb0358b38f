// Alerts on the embedded infrastructure: social-graph events become alerts, the owner
// reads, answers and clears them, and every change tells the user's sockets to reload
// once it has committed.
import request from 'supertest';
import { FriendRequestAnswered, FriendRequestSent, FriendshipEnded, createEvent, type NotificationView } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { notificationService } from '../../src/service';


const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

describe('alerts', () => {
  let services: TestServices;
  let notification: RunningService;
  /** `update-user → <id> <what changed>` for each push. */
  const pushes: string[] = [];

  const as = (userId: string) => asGateway(userId);
  const alertsOf = async (userId: string): Promise<NotificationView[]> =>
    (await request(notification.url).get(`/users/${userId}/alerts`).use(as(userId)).expect(200)).body.notifications;

  async function deliver(event: ReturnType<typeof createEvent>) {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('notification', event.id));
  }

  beforeAll(async () => {
    services = await embeddedTestServices();
    notification = await services.start(notificationService);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ...args: unknown[]) => {
        pushes.push(`${event} → ${userId} ${JSON.stringify(args[0])}`);
      },
      toChat: () => undefined,
    });
    // PGlite's start takes long on a busy machine.
  }, 120_000);
  afterAll(() => services.dispose());
  beforeEach(() => {
    pushes.length = 0;
  });

  it('turns a friend request into a pending alert for the one asked, once for a redelivered event, and tells them', async () => {
    const sent = createEvent(FriendRequestSent, { fromUserId: 'ada', toUserId: 'grace', sentAt: at(0) });
    await deliver(sent);
    await deliver(sent);
    const alerts = await alertsOf('grace');
    expect(alerts).toEqual([{ _id: expect.any(String), type: 'friend-request', created: at(0), status: 'pending', userID: 'grace', from: 'ada' }]);
    expect(pushes).toEqual(['update-user → grace {"topics":["alerts"]}']);
    expect(await alertsOf('ada')).toEqual([]);
  });

  it('answers one alert to its owner only: another user, or a malformed id, gets 404', async () => {
    const [alert] = await alertsOf('grace');
    const one = await request(notification.url).get(`/users/grace/alerts/${alert?._id}`).use(as('grace'));
    expect(one.status).toBe(200);
    expect(one.body).toEqual(alert);
    expect((await request(notification.url).get(`/users/ada/alerts/${alert?._id}`).use(as('ada'))).status).toBe(404);
    expect((await request(notification.url).get('/users/grace/alerts/not-an-id').use(as('grace'))).body).toEqual({
      header: 'Alert Not Found',
      message: 'This alert does not exist.',
    });
    expect((await request(notification.url).get(`/users/grace/alerts/${alert?._id}`).use(as('ada'))).status).toBe(403);
    expect((await request(notification.url).get('/users/grace/alerts').use(asGateway()))).toMatchObject({ status: 401 });
  });

  it('settles a request with its answer and pushes; the answer event then adds the update for the asker and changes nothing more', async () => {
    const [alert] = await alertsOf('grace');
    const settle = (status: unknown, userId = 'grace') =>
      request(notification.url).post(`/users/${userId}/alerts/${alert?._id}/settle`).use(as(userId)).send({ status });
    expect((await settle('maybe')).status).toBe(400);
    expect((await settle('accepted', 'ada')).status).toBe(404);
    expect(pushes).toEqual([]);

    const settled = await settle('accepted');
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ _id: alert?._id, status: 'accepted' });
    expect(pushes).toEqual(['update-user → grace {"topics":["alerts"]}']);

    await deliver(createEvent(FriendRequestAnswered, { fromUserId: 'ada', toUserId: 'grace', answer: 'accepted', answeredAt: at(1) }));
    expect(await alertsOf('ada')).toEqual([
      { _id: expect.any(String), type: 'friend-request-update', created: at(1), status: 'accepted', userID: 'ada', by: 'grace' },
    ]);
    expect((await alertsOf('grace')).map((row) => row.status)).toEqual(['accepted']);
    // Grace's other devices learn of her new friend too.
    expect(pushes).toEqual([
      'update-user → grace {"topics":["alerts"]}',
      'update-user → ada {"topics":["alerts","friends"],"ids":["grace"]}',
      'update-user → grace {"topics":["alerts","friends"],"ids":["ada"]}',
    ]);

    expect((await settle('accepted')).status).toBe(200);
    const changed = await settle('denied');
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ header: 'Already Answered', message: 'This request was already answered.' });
  });

  it('settles the answerer’s pending alert from the answer event when the answer was given elsewhere', async () => {
    await deliver(createEvent(FriendRequestSent, { fromUserId: 'kim', toUserId: 'lee', sentAt: at(2) }));
    await deliver(createEvent(FriendRequestAnswered, { fromUserId: 'kim', toUserId: 'lee', answer: 'denied', answeredAt: at(3) }));
    expect((await alertsOf('lee')).map(({ type, status }) => `${type} ${status}`)).toEqual(['friend-request denied']);
    expect((await alertsOf('kim')).map(({ type, status, by }) => `${type} ${status} ${by}`)).toEqual(['friend-request-update denied lee']);
  });

  it('files a request whose answer arrived first as answered', async () => {
    await deliver(createEvent(FriendRequestAnswered, { fromUserId: 'max', toUserId: 'noa', answer: 'accepted', answeredAt: at(5) }));
    await deliver(createEvent(FriendRequestSent, { fromUserId: 'max', toUserId: 'noa', sentAt: at(4) }));
    expect((await alertsOf('noa')).map(({ type, status }) => `${type} ${status}`)).toEqual(['friend-request accepted']);
  });

  it('tells both of a friendship made through an invite link, each of the other, with no request to answer', async () => {
    await deliver(createEvent(FriendRequestAnswered, { fromUserId: 'ivy', toUserId: 'new', answer: 'accepted', answeredAt: at(6), via: 'invite-link' }));
    expect((await alertsOf('ivy')).map(({ type, status, by }) => `${type} ${status} ${by}`)).toEqual(['invite-joined none new']);
    expect((await alertsOf('new')).map(({ type, status, by }) => `${type} ${status} ${by}`)).toEqual(['invited-by none ivy']);
    expect(pushes.sort()).toEqual([
      'update-user → ivy {"topics":["alerts","friends"],"ids":["new"]}',
      'update-user → new {"topics":["alerts","friends"],"ids":["ivy"]}',
    ]);
    const count = async (userId: string) => (await request(notification.url).get(`/users/${userId}/alerts`).use(as(userId))).body.needingAttention;
    expect([await count('ivy'), await count('new')]).toEqual([1, 1]);
  });

  it('tells the one dropped who ended the friendship, lists newest first, and refuses an answer to it', async () => {
    await deliver(createEvent(FriendshipEnded, { byUserId: 'grace', otherUserId: 'ada', endedAt: at(10) }));
    expect(pushes.sort()).toEqual(['update-user → ada {"topics":["alerts","friends"],"ids":["grace"]}', 'update-user → grace {"topics":["friends"],"ids":["ada"]}']);
    const alerts = await alertsOf('ada');
    expect(alerts.map(({ type }) => type)).toEqual(['friend-removed', 'friend-request-update']);
    expect(alerts[0]).toEqual({ _id: expect.any(String), type: 'friend-removed', created: at(10), status: 'none', userID: 'ada', by: 'grace' });
    const refused = await request(notification.url).post(`/users/ada/alerts/${alerts[0]?._id}/settle`).use(as('ada')).send({ status: 'none' });
    expect(refused.status).toBe(409);
    expect(refused.body.header).toBe('Nothing To Answer');
  });

  it('clears an alert for its owner only, pushes once, and keeps it cleared', async () => {
    const [removed, update] = await alertsOf('ada');
    const dismiss = (userId: string, caller = userId) =>
      request(notification.url).post(`/users/${userId}/alerts/${removed?._id}/dismiss`).use(as(caller)).send({});
    expect((await dismiss('ada', 'grace')).status).toBe(403);
    expect((await dismiss('grace')).status).toBe(404);
    expect((await dismiss('ada')).status).toBe(204);
    expect((await dismiss('ada')).status).toBe(204);
    expect(pushes).toEqual(['update-user → ada {"topics":["alerts"]}']);
    expect(await alertsOf('ada')).toEqual([update]);
  });
});
