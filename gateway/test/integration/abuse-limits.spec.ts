// The per-user limits on real Redis with two gateway replicas sharing it: a creating
// call's limit, the message limit over all of a user's sockets, and the cap on sockets
// per user hold whichever replica a call or socket lands on. Bad socket input is
// acknowledged with a 400 and never logged as an error.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_TOO_MANY } from '@outings/contracts';
import { createLogger } from '@outings/service-kit';
import { waitFor } from '@outings/test-support';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { chatViewOf, fakeChatRoutes, type FakeChatState } from '../support/fake-chat';
import { startListeningGateway, sessionCookieFor, type ListeningGateway } from '../support/listening-gateway';
import { PUBLIC_URL } from '../support/test-gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = (points: number) => ({ points, windowSeconds: 3600, burst: { points, windowSeconds: 60 } });

function openSocket(url: string, cookie: string): Socket {
  return connect(url, { path: '/socket.io', reconnection: false, extraHeaders: { cookie }, timeout: 5000, transports: ['websocket'] });
}

function connected(socket: Socket): Promise<'connected' | string> {
  if (socket.connected) return Promise.resolve('connected');
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('per-user limits over two gateway replicas on Redis', () => {
  const prefix = `outings-test-gateway-limits-${randomUUID()}:`;
  const state: FakeChatState = { chats: new Map([['c1', chatViewOf('c1', ['ada', 'grace'])]]), stored: new Map() };
  /** Every log line of replica A at warn level or above. */
  const logged: Array<{ level: number; msg: string }> = [];
  let services: FakeServices;
  let replicaA: ListeningGateway;
  let replicaB: ListeningGateway;
  let adaCookie: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace']), { chat: fakeChatRoutes(state) });
    const shared = {
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      rateLimits: { chats: LIMIT(2), messages: LIMIT(3) },
      maxSocketsPerUser: 3,
    };
    const lines = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    replicaA = await startListeningGateway(services.urls, { ...shared, logger: createLogger('gateway-limits-test', 'warn', lines) });
    replicaB = await startListeningGateway(services.urls, shared);
    adaCookie = await sessionCookieFor(replicaA.url);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([replicaA?.close(), replicaB?.close()]);
    await services?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const adaSocket = async (url: string) => {
    const socket = openSocket(url, adaCookie);
    sockets.push(socket);
    expect(await connected(socket)).toBe('connected');
    return socket;
  };
  const closeAll = async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    // Each replica removes a socket's presence entry once it sees the disconnect.
    await waitFor('the sockets to be gone', async () => !(await replicaA.gateway.realtime.isOnline('ada')));
  };
  const ask = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args);
  const message = () => ({ chat: 'c1', message: { id: randomUUID(), message: 'Hi' } });

  it("counts a user's creating calls on both replicas into one limit", async () => {
    const create = (url: string) => request(url).post('/user/ada/chat/create').set('Origin', PUBLIC_URL).set('cookie', adaCookie).send({ withUsers: ['grace'] });
    expect((await create(replicaA.url)).status).toBe(201);
    expect((await create(replicaB.url)).status).toBe(201);
    const refused = await create(replicaA.url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ header: 'Too Many Requests', message: expect.stringContaining('Too many new chats') });
  });

  it("counts a user's messages over all their sockets on both replicas", async () => {
    const [onA, onB, alsoOnA] = [await adaSocket(replicaA.url), await adaSocket(replicaB.url), await adaSocket(replicaA.url)];
    expect(await ask(onA, 'message-sent', message())).toMatchObject({ ok: true });
    expect(await ask(onB, 'message-sent', message())).toMatchObject({ ok: true });
    expect(await ask(alsoOnA, 'message-sent', message())).toMatchObject({ ok: true });
    const stored = state.stored.size;
    for (const socket of [onA, onB, alsoOnA]) {
      expect(await ask(socket, 'message-sent', message())).toEqual({ ok: false, status: 429, error: expect.any(String), retryAfter: expect.any(Number) });
    }
    expect(state.stored.size).toBe(stored);
    await closeAll();
  });

  it('caps the sockets a user holds at once over both replicas, and admits one again once one is gone', async () => {
    const first = await adaSocket(replicaA.url);
    await adaSocket(replicaB.url);
    await adaSocket(replicaB.url);
    const oneTooMany = openSocket(replicaA.url, adaCookie);
    sockets.push(oneTooMany);
    expect(await connected(oneTooMany)).toBe(SOCKET_TOO_MANY);
    first.disconnect();
    await waitFor('a socket to be admitted again', async () => {
      const again = openSocket(replicaB.url, adaCookie);
      sockets.push(again);
      return (await connected(again)) === 'connected';
    });
    await closeAll();
  });

  it('acknowledges bad input to every event with a 400, keeps the socket, and logs no error', async () => {
    const socket = await adaSocket(replicaA.url);
    expect(await ask(socket, 'join-room', '\ud800')).toEqual({ ok: false, status: 400, error: expect.stringContaining('lone surrogate') });
    expect(await ask(socket, 'join-room', 'c\u00001')).toEqual({ ok: false, status: 400, error: expect.stringContaining('NUL') });
    const surrogateChat = { chat: 'a\udc00', message: { id: randomUUID(), message: 'Hi' } };
    expect(await ask(socket, 'message-sent', surrogateChat)).toEqual({ ok: false, status: 400, error: expect.stringContaining('lone surrogate') });
    expect(await ask(socket, 'no-such-event', 'c1')).toEqual({ ok: false, status: 400, error: expect.any(String) });
    expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: true });
    expect(socket.connected).toBe(true);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    await closeAll();
  });
});
