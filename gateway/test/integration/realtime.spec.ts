// socket.io behind the session: the handshake needs a signed-in session cookie, and a
// logout on one replica closes the session's sockets on another through the Redis adapter.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { startListeningGateway, sessionCookieFor, type ListeningGateway } from '../support/listening-gateway';
import { PUBLIC_URL } from '../support/test-gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function openSocket(url: string, cookie?: string, headers: Record<string, string> = {}): Socket {
  const extraHeaders = { ...headers, ...(cookie ? { cookie } : {}) };
  return connect(url, { path: '/socket.io', reconnection: false, extraHeaders, timeout: 5000, transports: ['websocket'] });
}

/** 'connected' or the refusal's message; also right when the handshake ended before the call. */
function outcome(socket: Socket): Promise<'connected' | string> {
  if (socket.connected) return Promise.resolve('connected');
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('realtime', () => {
  const prefix = `outings-test-gateway-${randomUUID()}:`;
  let services: FakeServices;
  let replicaA: ListeningGateway;
  let replicaB: ListeningGateway;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace']));
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    replicaA = await startListeningGateway(services.urls, shared);
    replicaB = await startListeningGateway(services.urls, shared);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([replicaA.close(), replicaB.close()]);
    await services.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  it('refuses a handshake without a session', async () => {
    expect(await outcome(track(openSocket(replicaA.url)))).toBe('unauthorized');
    expect(await outcome(track(openSocket(replicaA.url, 'outings.sid=s%3Aforged.signature')))).toBe('unauthorized');
  });

  it('refuses a socket opened by a page of another site, even with the session cookie', async () => {
    const cookie = await sessionCookieFor(replicaA.url);
    expect(await outcome(track(openSocket(replicaA.url, cookie, { origin: 'https://evil.example' })))).not.toBe('connected');
    // Naming the very host the handshake was sent to is no proof: only PUBLIC_URL's origin and ALLOWED_ORIGINS count.
    expect(await outcome(track(openSocket(replicaA.url, cookie, { origin: replicaA.url })))).not.toBe('connected');
    expect(await outcome(track(openSocket(replicaA.url, cookie, { origin: PUBLIC_URL })))).toBe('connected');
  });

  it('closes the sockets of a session that logs out, on every replica', async () => {
    const cookie = await sessionCookieFor(replicaA.url);
    const socket = track(openSocket(replicaB.url, cookie));
    expect(await outcome(socket)).toBe('connected');
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await request(replicaA.url).get('/auth/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });
});
