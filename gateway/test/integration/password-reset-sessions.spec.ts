// A password reset ends every other session of the account, wherever sessions live:
// in Redis (a cluster, here two replicas) and in memory (embedded, one gateway).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { startListeningGateway, sessionCookieFor, type ListeningGateway } from '../support/listening-gateway';
import { PUBLIC_URL } from '../support/test-gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RESET_SECRET = 'the-mailed-secret';

/** Auth as it answers a reset: the secret decides, and an accepted reset names its user. */
async function servicesWithResets(): Promise<FakeServices> {
  return startFakeServices(new Set(['ada', 'grace']), {
    auth: (app) => {
      app.post('/auth/reset-password', (req, res) => {
        const { userID, token } = req.body as { userID: string; token?: string };
        if (token !== RESET_SECRET) {
          res.status(406).json({ header: 'Reset Link Expired', message: 'This reset link is invalid or has expired.' });
          return;
        }
        res.json({ ok: true, userId: userID });
      });
    },
  });
}

function openSocket(url: string, cookie: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', reconnection: false, extraHeaders: { cookie }, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const check = (url: string, cookie: string) => request(url).get('/auth/check').set('Cookie', cookie);
const reset = (url: string, body: object, cookie?: string) => {
  const call = request(url).post('/auth/reset-password').set('Origin', PUBLIC_URL);
  return (cookie ? call.set('Cookie', cookie) : call).send({ password: 'Brand-new2', ...body });
};

describe.each([
  ['in Redis, across replicas', true],
  ['in memory', false],
])('a password reset, sessions %s', (_where, inRedis) => {
  const prefix = `outings-test-gateway-${randomUUID()}:`;
  let services: FakeServices;
  let replicaA: ListeningGateway;
  let replicaB: ListeningGateway;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    services = await servicesWithResets();
    const options = inRedis ? { redisUrl: REDIS_URL, redisKeyPrefix: prefix } : {};
    replicaA = await startListeningGateway(services.urls, options);
    // In memory, one gateway holds every session.
    replicaB = inRedis ? await startListeningGateway(services.urls, options) : replicaA;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([...new Set([replicaA, replicaB])].map((replica) => replica.close()));
    await services.close();
    if (inRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("ends the account's other sessions and their sockets, keeps the resetting one and other users'", async () => {
    const resetting = await sessionCookieFor(replicaA.url);
    const other = await sessionCookieFor(replicaB.url);
    const grace = await sessionCookieFor(replicaA.url, 'grace@example.com');
    const socket = await openSocket(replicaB.url, other);
    sockets.push(socket);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const res = await reset(replicaA.url, { userID: 'ada', token: RESET_SECRET }, resetting);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);

    expect((await check(replicaB.url, other)).status).toBe(401);
    expect((await check(replicaA.url, other)).status).toBe(401);
    expect(await disconnected).toBe('io server disconnect');
    expect((await check(replicaB.url, resetting)).status).toBe(200);
    expect((await check(replicaB.url, grace)).status).toBe(200);
  });

  it('from a signed-out browser (the mailed link), ends every session of the account', async () => {
    const first = await sessionCookieFor(replicaA.url);
    const second = await sessionCookieFor(replicaB.url);
    expect((await reset(replicaB.url, { userID: 'ada', token: RESET_SECRET })).status).toBe(200);
    expect((await check(replicaA.url, first)).status).toBe(401);
    expect((await check(replicaA.url, second)).status).toBe(401);
  });

  it("keeps the caller's session only when it is the reset account's", async () => {
    const grace = await sessionCookieFor(replicaA.url, 'grace@example.com');
    const ada = await sessionCookieFor(replicaA.url);
    expect((await reset(replicaA.url, { userID: 'grace', token: RESET_SECRET }, ada)).status).toBe(200);
    expect((await check(replicaA.url, grace)).status).toBe(401);
    expect((await check(replicaA.url, ada)).status).toBe(200);
  });

  it('ends nothing when auth refuses the reset, whatever userID the body names', async () => {
    const ada = await sessionCookieFor(replicaA.url);
    const refused = await reset(replicaB.url, { userID: 'ada', token: 'a-guess' });
    expect([refused.status, refused.body.header]).toEqual([406, 'Reset Link Expired']);
    expect((await check(replicaA.url, ada)).status).toBe(200);
  });
});
