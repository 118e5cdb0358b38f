// Web push on the embedded infrastructure, against a local push service that checks the
// VAPID signature and decrypts each push with the device's own keys: devices subscribe,
// alerts and chat messages reach every device of a user whose app is closed (and none of
// one whose app is open), a device the push service forgot is dropped, a failing push
// service is retried.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import webPush from 'web-push';
import {
  AccountRegistered,
  ChatMessagePosted,
  FriendRequestSent,
  OutingCreated,
  createEvent,
  type EventEnvelope,
  type PushSubscriptionJson,
} from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { startPushEndpoint, waitFor, type PushEndpoint } from '@outings/test-support';
import { notificationService } from '../../src/service';

const as = (userId: string) => asGateway(userId);
const now = () => new Date().toISOString();

describe('web push', () => {
  const vapid = webPush.generateVAPIDKeys();
  let services: TestServices;
  let notification: RunningService;
  let pushService: PushEndpoint;
  /** Users with a socket open, as the gateway would answer. */
  const online = new Set<string>();

  async function deliver(event: EventEnvelope) {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('notification', event.id));
  }

  const subscribe = (userId: string, subscription: PushSubscriptionJson, caller = userId) =>
    request(notification.url).put(`/users/${userId}/push-subscriptions`).use(as(caller)).send(subscription);

  async function device(userId: string): Promise<string> {
    const subscription = pushService.newSubscription();
    await subscribe(userId, subscription).expect(201);
    return subscription.endpoint;
  }

  async function subscriptionsOf(userId: string): Promise<string[]> {
    const { rows } = await services.infrastructure.database.db.execute<{ endpoint: string }>(
      sql`select endpoint from notification.push_subscriptions where user_id = ${userId} order by endpoint`,
    );
    return rows.map((row) => row.endpoint);
  }

  const friendRequest = (fromUserId: string, toUserId: string) => createEvent(FriendRequestSent, { fromUserId, toUserId, sentAt: now() });

  beforeAll(async () => {
    pushService = await startPushEndpoint();
    services = await embeddedTestServices();
    notification = await services.start(notificationService, {
      // The local push endpoint listens on loopback, over plain http.
      env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ALLOW_LOOPBACK: 'true' },
    });
    services.infrastructure.realtime.connect?.({ toUser: () => undefined, toChat: () => undefined, isOnline: async (userId) => online.has(userId) });
    for (const [userId, firstName] of [['ada', 'Ada'], ['grace', 'Grace'], ['kim', 'Kim'], ['lin', 'Lin']]) {
      await deliver(createEvent(AccountRegistered, {
        userId: userId ?? '', username: `${userId}@example.com`, first_name: firstName ?? '', last_name: '', location: '', tagline: '',
        profile_picture: { key: '', zoom: 1, crop: { x: 0, y: 0 } },
      }, { aggregate: { id: userId ?? '', version: 1 } }));
    }
  }, 120_000);
  afterAll(async () => {
    await services.dispose();
    await pushService.close();
  });
  beforeEach(() => online.clear());

  it('serves the VAPID public key it signs with', async () => {
    const answer = await request(notification.url).get('/push/vapid-public-key').use(asGateway()).expect(200);
    expect(answer.body).toEqual({ key: vapid.publicKey });
  });

  it('takes a subscription for the user only, and refuses an endpoint it would not send to', async () => {
    const subscription = pushService.newSubscription();
    expect((await subscribe('ada', subscription, 'grace')).status).toBe(403);
    expect((await request(notification.url).put('/users/ada/push-subscriptions').use(asGateway()).send(subscription)).status).toBe(401);
    const internal = await subscribe('ada', { ...subscription, endpoint: 'http://10.0.0.5/push/1' });
    expect(internal.status).toBe(400);
    expect(internal.body).toMatchObject({ message: 'The push endpoint must be an https URL' });
    expect((await subscribe('ada', { ...subscription, keys: { p256dh: 'short', auth: 'x' } })).status).toBe(400);
    expect(await subscriptionsOf('ada')).toEqual([]);
  });

  it("pushes an alert to every device of a user whose app is closed: signed, decrypted, with the app's words and route", async () => {
    const phone = await device('grace');
    const laptop = await device('grace');
    await deliver(friendRequest('ada', 'grace'));
    const expected = { title: 'Friend request', body: 'Ada sent you a friend request', url: '/social', tag: expect.stringMatching(/^alert-/) };
    for (const endpoint of [phone, laptop]) {
      const push = await pushService.waitFor((received) => received.endpoint === endpoint);
      expect(push.message).toEqual(expected);
      expect(push.vapidKey).toBe(vapid.publicKey);
      expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'normal', topic: expect.stringMatching(/^[\w-]{32}$/) });
    }
  });

  it('names the outing of an outing alert and opens the profile', async () => {
    const endpoint = await device('kim');
    await deliver(createEvent(OutingCreated, {
      outingId: 'o1', chatId: 'c1', creatorId: 'ada', activity: { _id: 'picnic', name: 'Picnic', category: 'Social' },
      memberIds: ['ada'], invitedIds: ['kim'], flakedIds: [], name: 'Picnic', createdAt: now(),
    }, { aggregate: { id: 'o1', version: 1 } }));
    const push = await pushService.waitFor((received) => received.endpoint === endpoint);
    expect(push.message).toMatchObject({ title: 'Outing invite', body: 'Ada invited you to Picnic', url: '/profile' });
  });

  it('pushes nothing to a user whose app is open', async () => {
    const openApp = await device('lin');
    const closedApp = await device('ada');
    online.add('lin');
    await deliver(friendRequest('kim', 'lin'));
    // Queued after Lin's: once Ada's arrived, Lin's job has run.
    await deliver(friendRequest('kim', 'ada'));
    await pushService.waitFor((received) => received.endpoint === closedApp);
    expect(pushService.received(openApp)).toEqual([]);
  });

  it('drops a device its push service answers 404 or 410 for, and keeps the others', async () => {
    const gone = await device('ada');
    const forgotten = await device('ada');
    const kept = await device('ada');
    pushService.answer(gone, 410);
    pushService.answer(forgotten, 404);
    await deliver(friendRequest('grace', 'ada'));
    await pushService.waitFor((received) => received.endpoint === kept && received.message.body === 'Grace sent you a friend request');
    await waitFor('both devices dropped', async () => !(await subscriptionsOf('ada')).some((endpoint) => endpoint === gone || endpoint === forgotten));
    expect(await subscriptionsOf('ada')).toContain(kept);
  });

  it('retries a push its push service failed (5xx) until it is taken', async () => {
    const flaky = await device('grace');
    pushService.answer(flaky, 503);
    await deliver(friendRequest('kim', 'grace'));
    await waitFor('a first attempt', async () => pushService.requests(flaky) >= 1);
    pushService.answer(flaky, 201);
    const push = await pushService.waitFor((received) => received.endpoint === flaky, 20_000);
    expect(push.message.body).toBe('Kim sent you a friend request');
    expect(pushService.requests(flaky)).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('moves a device to another user only from the same browser (the same keys); unsubscribes only the holder', async () => {
    const remove = (userId: string, endpoint: string) =>
      request(notification.url).post(`/users/${userId}/push-subscriptions/remove`).use(as(userId)).send({ endpoint });
    const shared = pushService.newSubscription();
    const otherKeys = pushService.newSubscription().keys;
    await subscribe('kim', shared).expect(201);

    // Knowing the endpoint is not holding the subscription: refused, and the device stays Kim's.
    const taken = await subscribe('lin', { ...shared, keys: otherKeys });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ header: 'Subscribed Elsewhere', message: 'This device is subscribed for another account.' });
    expect((await remove('lin', shared.endpoint)).status).toBe(404);
    expect(await subscriptionsOf('kim')).toContain(shared.endpoint);

    // Kim's own device takes new keys; the same browser signed in as Lin then takes it over.
    await subscribe('kim', { ...shared, keys: otherKeys }).expect(201);
    await subscribe('lin', { ...shared, keys: otherKeys }).expect(201);
    expect(await subscriptionsOf('kim')).not.toContain(shared.endpoint);
    expect(await subscriptionsOf('lin')).toContain(shared.endpoint);
    expect((await remove('kim', shared.endpoint)).status).toBe(404);
    expect((await remove('lin', shared.endpoint)).status).toBe(204);
    expect(await subscriptionsOf('lin')).not.toContain(shared.endpoint);
  });

  it('pushes a chat message to its recipients whose app is closed, one tag per chat', async () => {
    const endpoint = await device('kim');
    online.add('lin');
    await deliver(createEvent(ChatMessagePosted, {
      chatId: 'c9', messageId: '7d1c1a5e-0000-4000-8000-000000000009', senderId: 'grace', preview: 'See you at 6?', recipientIds: ['kim', 'lin'], sentAt: now(),
    }));
    const push = await pushService.waitFor((received) => received.endpoint === endpoint && received.message.tag === 'chat-c9');
    expect(push.message).toEqual({ title: 'Grace', body: 'See you at 6?', url: '/chat', tag: 'chat-c9' });
    expect(push.headers.urgency).toBe('high');
  });
});
