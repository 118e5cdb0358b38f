// Pushes never reach this machine or its network (embedded, without the loopback setting):
// an endpoint naming an address or an internal host is refused when the device subscribes,
// and a name is resolved when a push is sent, its addresses checked and the connection
// made to the checked one only. A name resolving to this machine (this machine has no DNS:
// the service's resolver is the test's, which answers 127.0.0.1 for every name) is refused
// then, the device dropped, and a listener on loopback sees no connection at all.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import webPush from 'web-push';
import { FriendRequestSent, createEvent, type EventEnvelope, type PushSubscriptionJson } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import type { HostResolver } from '../../src/push/checked-address';
import { createNotificationService } from '../../src/service';

describe('push endpoints of this network', () => {
  const vapid = webPush.generateVAPIDKeys();
  let services: TestServices;
  let notification: RunningService;
  /** Counts every connection made to it, whatever the protocol. */
  let listener: Server;
  let port = 0;
  let connections = 0;
  const asked: string[] = [];
  const resolveHost: HostResolver = async (hostname) => {
    asked.push(hostname);
    return [{ address: '127.0.0.1', family: 4 }];
  };

  const device = (endpoint: string): PushSubscriptionJson => {
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    return { endpoint, expirationTime: null, keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
  };
  const subscribe = (userId: string, subscription: PushSubscriptionJson) =>
    request(notification.url).put(`/users/${userId}/push-subscriptions`).use(asGateway(userId)).send(subscription);

  async function subscriptionsOf(userId: string): Promise<string[]> {
    const { rows } = await services.infrastructure.database.db.execute<{ endpoint: string }>(
      sql`select endpoint from notification.push_subscriptions where user_id = ${userId}`,
    );
    return rows.map((row) => row.endpoint);
  }

  async function deliver(event: EventEnvelope) {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('notification', event.id));
  }
  const friendRequest = (fromUserId: string, toUserId: string) => createEvent(FriendRequestSent, { fromUserId, toUserId, sentAt: new Date().toISOString() });

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    services = await embeddedTestServices();
    notification = await services.start(createNotificationService({ resolveHost }), { env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey } });
    // Every user's app is closed: each alert is pushed.
    services.infrastructure.realtime.connect?.({ toUser: () => undefined, toChat: () => undefined, isOnline: async () => false });
  }, 120_000);
  afterAll(async () => {
    await services.dispose();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  });

  it('refuses a device whose endpoint names an address, in any form, or a host of this network', async () => {
    for (const endpoint of [
      `https://127.0.0.1:${port}/x`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.255.255.1/x',
      'https://[::ffff:10.0.0.1]/',
      `https://0.0.0.0:${port}/x`,
      'https://2130706433/',
      'https://[::1]/',
      'https://0x7f.1/',
      `http://127.0.0.1:${port}/push/1`,
      'https://localhost./x',
      'https://metadata.google.internal/',
    ]) {
      const answer = await subscribe('ada', device(endpoint));
      expect([endpoint, answer.status]).toEqual([endpoint, 400]);
    }
    expect(await subscriptionsOf('ada')).toEqual([]);
    expect(connections).toBe(0);
  });

  it('refuses to push to a name resolving to this machine: no connection, and the device is dropped', async () => {
    await subscribe('grace', device(`https://push.example.com:${port}/push/1`)).expect(201);
    await deliver(friendRequest('ada', 'grace'));
    await waitFor('the device dropped', async () => (await subscriptionsOf('grace')).length === 0);
    expect(asked).toEqual(['push.example.com']);
    expect(connections).toBe(0);
  });

  it('drops, without connecting, a device stored before the rule with an address for host', async () => {
    const { endpoint, keys } = device(`https://127.0.0.1:${port}/push/2`);
    await services.infrastructure.database.db.execute(
      sql`insert into notification.push_subscriptions (endpoint, p256dh, auth, user_id) values (${endpoint}, ${keys.p256dh}, ${keys.auth}, 'kim')`,
    );
    await deliver(friendRequest('ada', 'kim'));
    await waitFor('the device dropped', async () => (await subscriptionsOf('kim')).length === 0);
    expect(connections).toBe(0);
  });
});
