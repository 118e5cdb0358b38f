// A new alert reaches the user's open sockets as `update-user`, saying what changed: in a cluster through
// Redis to every gateway replica (the socket.io Redis adapter under the gateways'
// REDIS_KEY_PREFIX), embedded through the gateway in the same process.
import { io as connect, type Socket } from 'socket.io-client';
import { FriendRequestSent, createEvent, type UserUpdate } from '@outings/contracts';
import { clusterTestServices, embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { startFakeServices, type FakeServices } from '../../../../gateway/test/support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../../../../gateway/test/support/listening-gateway';
import { notificationService } from '../../src/service';


const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A signed-in socket that keeps the `update-user` pushes it receives. */
async function signedInSocket(gateway: ListeningGateway, username: string): Promise<{ socket: Socket; updates: () => number; changes: () => UserUpdate[] }> {
  const cookie = await sessionCookieFor(gateway.url, username);
  const socket = connect(gateway.url, { path: '/socket.io', reconnection: false, extraHeaders: { cookie }, transports: ['websocket'] });
  const changes: UserUpdate[] = [];
  socket.on('update-user', (change: UserUpdate) => {
    changes.push(change);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, updates: () => changes.length, changes: () => [...changes] };
}

function friendRequest(fromUserId: string, toUserId: string) {
  return createEvent(FriendRequestSent, { fromUserId, toUserId, sentAt: new Date().toISOString() });
}

describe('update-user pushes', () => {
  let fakes: FakeServices;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    fakes = await startFakeServices(new Set(['ada', 'grace']));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await fakes.close();
  });

  async function socketOf(gateway: ListeningGateway, username: string) {
    const opened = await signedInSocket(gateway, username);
    sockets.push(opened.socket);
    return opened;
  }

  describe('in a cluster, across two gateway replicas', () => {
    let services: TestServices;
    let replicas: ListeningGateway[] = [];

    beforeAll(async () => {
      services = await clusterTestServices('notification_push');
      await services.start(notificationService);
      // The gateways' REDIS_KEY_PREFIX is the one the service publishes under.
      const shared = { redisUrl: REDIS_URL, redisKeyPrefix: `${services.redisKeyPrefix}:` };
      replicas = [await startListeningGateway(fakes.urls, shared), await startListeningGateway(fakes.urls, shared)];
    }, 120_000);
    afterAll(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      await services.dispose();
    });

    it("tells every socket of the user, on either replica, and nobody else's", async () => {
      const [replicaA, replicaB] = replicas as [ListeningGateway, ListeningGateway];
      const onA = await socketOf(replicaA, 'grace@example.com');
      const onB = await socketOf(replicaB, 'grace@example.com');
      const other = await socketOf(replicaB, 'ada@example.com');

      const event = friendRequest('ada', 'grace');
      await services.infrastructure.bus.publish(event);
      await waitFor('update-user on both replicas', async () => onA.updates() === 1 && onB.updates() === 1);
      // The next push to Ada arriving shows that none went to her before.
      await services.infrastructure.bus.publish(friendRequest('grace', 'ada'));
      await waitFor('update-user for Ada', async () => other.updates() === 1);
      expect([onA.changes(), onB.changes()]).toEqual([[{ topics: ['alerts'] }], [{ topics: ['alerts'] }]]);
    });
  });

  describe('embedded, through the gateway in the same process', () => {
    let services: TestServices;
    let gateway: ListeningGateway;

    beforeAll(async () => {
      services = await embeddedTestServices();
      await services.start(notificationService);
      gateway = await startListeningGateway(fakes.urls);
      services.infrastructure.realtime.connect?.(gateway.gateway.realtime);
    }, 120_000);
    afterAll(async () => {
      await gateway.close();
      await services.dispose();
    });

    it("tells the user's socket", async () => {
      const grace = await socketOf(gateway, 'grace@example.com');
      const ada = await socketOf(gateway, 'ada@example.com');
      await services.infrastructure.bus.publish(friendRequest('ada', 'grace'));
      await waitFor('update-user for Grace', async () => grace.updates() === 1);
      await services.infrastructure.bus.publish(friendRequest('grace', 'ada'));
      await waitFor('update-user for Ada', async () => ada.updates() === 1);
      expect(grace.changes()).toEqual([{ topics: ['alerts'] }]);
    });
  });
});
