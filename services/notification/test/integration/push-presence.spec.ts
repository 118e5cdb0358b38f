// "App closed" is decided by the gateways' sockets: no push while the user has a socket
// open on any gateway replica (a cluster: the replicas' presence sets in Redis; embedded:
// the gateway in the same process), a push once the last one closed.
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import webPush from 'web-push';
import { FriendRequestSent, createEvent, presenceKey } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { startPushEndpoint, waitFor, type PushEndpoint } from '@outings/test-support';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { startFakeServices, type FakeServices } from '../../../../gateway/test/support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../../../../gateway/test/support/listening-gateway';
import { notificationService } from '../../src/service';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function openSocket(gateway: ListeningGateway, username: string): Promise<Socket> {
  const cookie = await sessionCookieFor(gateway.url, username);
  const socket = connect(gateway.url, { path: '/socket.io', reconnection: false, extraHeaders: { cookie }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('web push goes only to users whose app is closed', () => {
  const vapid = webPush.generateVAPIDKeys();
  // The local push endpoint listens on loopback, over plain http.
  const env = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ALLOW_LOOPBACK: 'true' };
  let fakes: FakeServices;
  let pushService: PushEndpoint;

  beforeAll(async () => {
    fakes = await startFakeServices(new Set(['ada', 'grace']));
    pushService = await startPushEndpoint();
  });
  afterAll(async () => {
    await fakes.close();
    await pushService.close();
  });

  /** Grace's app open on `replicas[0]` (and `replicas[1]`): no push; every socket closed: a push. */
  async function presenceDecides(services: TestServices, notification: RunningService, replicas: readonly ListeningGateway[]) {
    const grace = pushService.newSubscription();
    const ada = pushService.newSubscription();
    for (const [userId, subscription] of [['grace', grace], ['ada', ada]] as const) {
      await request(notification.url).put(`/users/${userId}/push-subscriptions`).use(asGateway(userId)).send(subscription).expect(201);
    }
    const deliver = async (fromUserId: string, toUserId: string) => {
      const event = createEvent(FriendRequestSent, { fromUserId, toUserId, sentAt: new Date().toISOString() });
      await services.infrastructure.bus.publish(event);
      await waitFor('handled', () => services.handled('notification', event.id));
    };

    const sockets = await Promise.all(replicas.map((replica) => openSocket(replica, 'grace@example.com')));
    await deliver('ada', 'grace');
    // Queued after Grace's: once Ada's push arrived, Grace's job has run.
    await deliver('grace', 'ada');
    await pushService.waitFor((push) => push.endpoint === ada.endpoint);
    expect(pushService.received(grace.endpoint)).toEqual([]);

    // One replica's socket closed, the other still open: still no push.
    if (sockets.length > 1) {
      sockets[0]?.disconnect();
      await deliver('ada', 'grace');
      await deliver('grace', 'ada');
      await waitFor('the second push to Ada', async () => pushService.received(ada.endpoint).length === 2);
      expect(pushService.received(grace.endpoint)).toEqual([]);
    }

    for (const socket of sockets) socket.disconnect();
    // The gateway forgets a closed socket as it notices the disconnect.
    await waitFor('Grace offline', async () => !(await services.infrastructure.realtime.isOnline('grace')));
    await deliver('ada', 'grace');
    const push = await pushService.waitFor((received) => received.endpoint === grace.endpoint);
    // No sign-up event reached this service: the sender is unnamed.
    expect(push.message.body).toBe('Someone sent you a friend request');
  }

  describe('in a cluster, across two gateway replicas (presence in Redis)', () => {
    let services: TestServices;
    let notification: RunningService;
    let replicas: ListeningGateway[] = [];

    beforeAll(async () => {
      services = await clusterTestServices('notification_presence');
      notification = await services.start(notificationService, { env });
      const shared = { redisUrl: REDIS_URL, redisKeyPrefix: `${services.redisKeyPrefix}:` };
      replicas = [await startListeningGateway(fakes.urls, shared), await startListeningGateway(fakes.urls, shared)];
    }, 120_000);
    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      await services.dispose();
    });

    it('pushes once no replica holds a socket of the user', async () => {
      await presenceDecides(services, notification, replicas);
    }, 60_000);

    it('stops counting the sockets of a replica that died without removing them once their entries expire', async () => {
      const redis = new Redis(REDIS_URL);
      try {
        const key = presenceKey(`${services.redisKeyPrefix}:socket.io`, 'kim');
        await redis.zadd(key, Date.now() - 1, 'socket-of-a-dead-replica');
        expect(await services.infrastructure.realtime.isOnline('kim')).toBe(false);
        await redis.zadd(key, Date.now() + 60_000, 'socket-still-refreshed');
        expect(await services.infrastructure.realtime.isOnline('kim')).toBe(true);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('embedded, through the gateway in the same process', () => {
    let services: TestServices;
    let notification: RunningService;
    let gateway: ListeningGateway;

    beforeAll(async () => {
      services = await embeddedTestServices();
      notification = await services.start(notificationService, { env });
      gateway = await startListeningGateway(fakes.urls);
      services.infrastructure.realtime.connect?.(gateway.gateway.realtime);
    }, 120_000);
    afterAll(async () => {
      await gateway.close();
      await services.dispose();
    });

    it('pushes once the gateway holds no socket of the user', async () => {
      await presenceDecides(services, notification, [gateway]);
    }, 60_000);
  });
});
