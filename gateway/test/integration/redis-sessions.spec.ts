// Sessions in Redis: any replica reads a session another one opened, and a logout on
// one replica is a logout everywhere.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { startListeningGateway, sessionCookieFor, type ListeningGateway } from '../support/listening-gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('sessions in Redis', () => {
  const prefix = `outings-test-gateway-${randomUUID()}:`;
  const redis = new Redis(REDIS_URL);
  let services: FakeServices;
  let replicaA: ListeningGateway;
  let replicaB: ListeningGateway;

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']));
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    replicaA = await startListeningGateway(services.urls, shared);
    replicaB = await startListeningGateway(services.urls, shared);
  });
  afterAll(async () => {
    await Promise.all([replicaA.close(), replicaB.close()]);
    await services.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('stores the session in Redis for 30 days, readable by every replica', async () => {
    const cookie = await sessionCookieFor(replicaA.url);
    const sessionId = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0];
    const key = `${prefix}sess:${sessionId}`;
    expect(JSON.parse((await redis.get(key)) as string)).toMatchObject({ userId: 'ada' });
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(29 * 24 * 3600);

    const check = await request(replicaB.url).get('/auth/check').set('Cookie', cookie);
    expect(check.status).toBe(200);
    expect(check.body.user._id).toBe('ada');
  });

  it("indexes a user's sessions in a set that lives as long as they may, and forgets one at logout", async () => {
    const cookie = await sessionCookieFor(replicaA.url, 'ada@example.com');
    const sessionId = decodeURIComponent(cookie.split('=')[1] as string).slice(2).split('.')[0] as string;
    const index = `${prefix}user-sessions:ada`;
    expect(await redis.sismember(index, sessionId)).toBe(1);
    expect(await redis.ttl(index)).toBeGreaterThan(29 * 24 * 3600);
    await request(replicaB.url).get('/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin');
    expect(await redis.sismember(index, sessionId)).toBe(0);
  });

  it('ends the session everywhere on logout', async () => {
    const cookie = await sessionCookieFor(replicaA.url);
    expect((await request(replicaB.url).get('/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await request(replicaA.url).get('/auth/check').set('Cookie', cookie)).status).toBe(401);
  });

  it('refuses a cookie signed with another secret', async () => {
    const cookie = await sessionCookieFor(replicaA.url);
    const other = await startListeningGateway(services.urls, {
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      sessionSecret: 'another-secret-that-is-also-long-enough',
    });
    try {
      expect((await request(other.url).get('/auth/check').set('Cookie', cookie)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('reports Redis in its readiness', async () => {
    const res = await request(replicaA.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ redis: 'ok' });
  });
});
