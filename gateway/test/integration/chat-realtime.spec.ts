// The chat events on the socket: `join-room` joins a chat's room only for a
// member (asked of the chat service as the socket's user), `message-sent` is stored
// through the chat service as the socket's user and acknowledged, and a chat room emit
// on one replica reaches the room's sockets on another through the Redis adapter.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_LIMITS, type MessageView } from '@outings/contracts';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { unusedUrl } from '../support/fake-service';
import { chatViewOf, fakeChatRoutes, type FakeChatState } from '../support/fake-chat';
import { startListeningGateway, sessionCookieFor, type ListeningGateway } from '../support/listening-gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function openSocket(url: string, cookie?: string): Socket {
  return connect(url, { path: '/socket.io', reconnection: false, extraHeaders: cookie ? { cookie } : {}, timeout: 5000, transports: ['websocket'] });
}

function connected(socket: Socket): Promise<'connected' | string> {
  if (socket.connected) return Promise.resolve('connected');
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

const newMessage = (id: string, chat: string): { message: MessageView; chat: string } => ({
  chat,
  message: { id, message: `message ${id}`, user: 'grace', sent: '2026-03-01T10:00:00.000Z', readBy: ['grace'] },
});

/** The next `new-message` the socket gets. */
const nextNewMessage = (socket: Socket) =>
  new Promise<{ message: MessageView; chat: string }>((resolve) => socket.once('new-message', (payload: { message: MessageView; chat: string }) => resolve(payload)));

describe('chat events on the socket', () => {
  const prefix = `outings-test-gateway-chat-${randomUUID()}:`;
  const state: FakeChatState = {
    chats: new Map([
      ['c1', chatViewOf('c1', ['ada', 'grace'])],
      ['c3', chatViewOf('c3', ['grace', 'alan'])],
      // Ada's, though her browser never asks to join it.
      ['c4', chatViewOf('c4', ['alan', 'ada'])],
    ]),
    stored: new Map(),
  };
  let services: FakeServices;
  let replicaA: ListeningGateway;
  let replicaB: ListeningGateway;
  /** Alone, with the chat service unreachable and a flood limit of 2 messages a minute. */
  let isolated: ListeningGateway;
  let adaCookie: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace', 'alan']), { chat: fakeChatRoutes(state) });
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    replicaA = await startListeningGateway(services.urls, shared);
    replicaB = await startListeningGateway(services.urls, shared);
    isolated = await startListeningGateway(
      { ...services.urls, chat: await unusedUrl() },
      { chatLimits: { messageLimit: { max: 2, windowMs: 60_000 } } },
    );
    adaCookie = await sessionCookieFor(replicaA.url);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all([replicaA.close(), replicaB.close(), isolated.close()]);
    await services.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  beforeEach(() => {
    services.chat.requests.length = 0;
  });

  const adaSocket = async (url = replicaA.url, cookie = adaCookie) => {
    const socket = openSocket(url, cookie);
    sockets.push(socket);
    expect(await connected(socket)).toBe('connected');
    return socket;
  };
  /** Ada's socket once the connect's joins are done (its events wait for them); the calls so far forgotten. */
  const adaSocketInItsRooms = async () => {
    const socket = await adaSocket();
    expect(await ask(socket, 'join-room', 'unknown')).toMatchObject({ ok: false, status: 404 });
    services.chat.requests.length = 0;
    return socket;
  };
  const CONNECT_CALL = 'GET /users/ada/chat-rooms';
  /** The chat service's calls but the one every connect makes. */
  const calls = () => services.chat.requests.map((call) => `${call.method} ${call.url}`).filter((call) => call !== CONNECT_CALL);
  const ask = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args);

  it('refuses a socket without a session', async () => {
    const socket = openSocket(replicaA.url);
    sockets.push(socket);
    expect(await connected(socket)).toBe('unauthorized');
  });

  it("joins the socket on connect to the room of each of the user's chats, as the chat service lists them", async () => {
    const socket = await adaSocket();
    const received = nextNewMessage(socket);
    // Answered once the connect's joins are done (the socket's events wait for them).
    expect(await ask(socket, 'join-room', 'unknown')).toMatchObject({ ok: false, status: 404 });
    replicaA.gateway.realtime.toChat('c4', 'new-message', newMessage('m0', 'c4'));
    expect(await received).toEqual(newMessage('m0', 'c4'));
    expect(services.chat.requests.filter((call) => `${call.method} ${call.url}` === CONNECT_CALL).map((call) => call.headers['x-outings-user-id'])).toEqual(['ada']);
  });

  describe('join-room', () => {
    it("joins a member to the chat's room, asked of the chat service as the socket's user", async () => {
      const socket = await adaSocketInItsRooms();
      // A chat made after the socket connected: not in the list read on connect.
      state.chats.set('c5', chatViewOf('c5', ['grace', 'ada']));
      expect(await ask(socket, 'join-room', 'c5')).toEqual({ ok: true });
      expect(calls()).toEqual(['GET /users/ada/chats/c5/membership']);
      expect(services.chat.requests.find((call) => call.url.endsWith('/membership'))?.headers['x-outings-user-id']).toBe('ada');
      const received = nextNewMessage(socket);
      replicaA.gateway.realtime.toChat('c5', 'new-message', newMessage('m1', 'c5'));
      expect(await received).toEqual(newMessage('m1', 'c5'));
      state.chats.delete('c5');
    });

    it('answers a join of a room the socket is already in without asking the chat service', async () => {
      const socket = await adaSocket();
      // c1 was in the chat service's list on connect.
      expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: true });
      expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: true });
      expect(calls()).toEqual([]);
    });

    it('refuses a non-member, who then gets nothing from that room', async () => {
      const socket = await adaSocket();
      expect(await ask(socket, 'join-room', 'c3')).toEqual({ ok: false, status: 403, error: 'You are not a member of this chat.' });
      expect(await ask(socket, 'join-room', 'unknown')).toEqual({ ok: false, status: 404, error: 'This chat does not exist.' });
      expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: true });
      const seen: string[] = [];
      socket.on('new-message', (payload: { chat: string }) => seen.push(payload.chat));
      const received = nextNewMessage(socket);
      // Emits to one socket arrive in order: once c1's is in, c3's would have been too.
      replicaA.gateway.realtime.toChat('c3', 'new-message', newMessage('m2', 'c3'));
      replicaA.gateway.realtime.toChat('c1', 'new-message', newMessage('m3', 'c1'));
      expect((await received).chat).toBe('c1');
      expect(seen).toEqual(['c1']);
    });

    it('refuses an id that is no chat id, and ignores a join without an acknowledgement', async () => {
      const socket = await adaSocketInItsRooms();
      for (const chatId of [42, '', 'x'.repeat(65), { $ne: null }]) {
        expect(await ask(socket, 'join-room', chatId)).toEqual({ ok: false, status: 400, error: expect.any(String) });
      }
      // A chat made after the socket connected, so a join asks the chat service.
      state.chats.set('c6', chatViewOf('c6', ['ada', 'grace']));
      socket.emit('join-room', 'c6');
      expect(await ask(socket, 'join-room', 'c6')).toEqual({ ok: true });
      // Only the acknowledged join reached the chat service.
      expect(calls()).toEqual(['GET /users/ada/chats/c6/membership']);
      state.chats.delete('c6');
    });
  });

  describe('message-sent', () => {
    it("stores the message as the socket's user and acknowledges the stored one", async () => {
      const socket = await adaSocket();
      const id = randomUUID();
      // A `user` in the payload is nobody's business: the sender is the session's user.
      const ack = await ask(socket, 'message-sent', { chat: 'c1', message: { id, message: '  Hello there  ' }, user: 'grace' });
      expect(ack).toEqual({ ok: true, data: { id, message: 'Hello there', user: 'ada', sent: expect.any(String), readBy: ['ada'] } });
      expect(calls()).toEqual(['POST /users/ada/chats/c1/messages']);
      const posted = services.chat.requests.find((call) => call.method === 'POST');
      expect(posted?.headers['x-outings-user-id']).toBe('ada');
      expect(JSON.parse(String(posted?.body))).toEqual({ id, message: 'Hello there' });
      // A resend of the same id is acknowledged with the stored message.
      expect(await ask(socket, 'message-sent', { chat: 'c1', message: { id, message: 'Hello there' } })).toEqual(ack);
    });

    it('refuses a payload that is not a message with 400, storing nothing', async () => {
      const socket = await adaSocket();
      const id = randomUUID();
      const payloads = [
        { chat: 'c1', message: { id, message: '' } },
        { chat: 'c1', message: { id, message: '   ' } },
        { chat: 'c1', message: { id, message: 'x'.repeat(CHAT_LIMITS.messageMax + 1) } },
        { chat: 'c1', message: { id: 'not-a-uuid', message: 'Hi' } },
        { chat: '', message: { id, message: 'Hi' } },
        { message: { id, message: 'Hi' } },
        'Hi',
        null,
        42,
      ];
      for (const payload of payloads) {
        expect(await ask(socket, 'message-sent', payload)).toEqual({ ok: false, status: 400, error: expect.any(String) });
      }
      expect(await ask(socket, 'message-sent', { chat: 'c1', message: { id, message: '' } })).toEqual({
        ok: false,
        status: 400,
        error: 'Please write a message',
      });
      // A message without an acknowledgement would be resent anyway: nothing is stored.
      socket.emit('message-sent', { chat: 'c1', message: { id, message: 'Hi' } });
      // Answered after the message above (a socket's events are handled in order).
      expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: true });
      expect(calls()).toEqual([]);
    });

    it("relays the chat service's refusal", async () => {
      const socket = await adaSocket();
      expect(await ask(socket, 'message-sent', { chat: 'c3', message: { id: randomUUID(), message: 'Hi' } })).toEqual({
        ok: false,
        status: 403,
        error: 'You are not a member of this chat.',
      });
    });

    it('answers 503 while the chat service is away, and 429 past the flood limit', async () => {
      // Its sessions are its own (no Redis): a login of its own.
      const socket = await adaSocket(isolated.url, await sessionCookieFor(isolated.url));
      const send = () => ask(socket, 'message-sent', { chat: 'c1', message: { id: randomUUID(), message: 'Hi' } });
      expect(await send()).toEqual({ ok: false, status: 503, error: expect.any(String) });
      expect(await ask(socket, 'join-room', 'c1')).toEqual({ ok: false, status: 503, error: expect.any(String) });
      expect(await send()).toEqual({ ok: false, status: 503, error: expect.any(String) });
      expect(await send()).toEqual({ ok: false, status: 429, error: expect.any(String) });
    });
  });

  it("delivers a chat room's emit on one replica to the room's sockets on another", async () => {
    const onB = await adaSocket(replicaB.url);
    expect(await ask(onB, 'join-room', 'c1')).toEqual({ ok: true });
    const received = nextNewMessage(onB);
    replicaA.gateway.realtime.toChat('c1', 'new-message', newMessage('m9', 'c1'));
    expect(await received).toEqual(newMessage('m9', 'c1'));
  });

  it("moves a user's sockets out of and into a chat's room from any replica, without a reconnect", async () => {
    const onB = await adaSocket(replicaB.url);
    expect(await ask(onB, 'join-room', 'c1')).toEqual({ ok: true });
    const seen: string[] = [];
    onB.on('new-message', (payload: { message: MessageView }) => seen.push(payload.message.id));
    const reloaded = new Promise<void>((resolve) => onB.once('update-user', () => resolve()));
    replicaA.gateway.realtime.leaveChat('ada', 'c1');
    replicaA.gateway.realtime.joinChat('ada', 'c3');
    replicaA.gateway.realtime.toChat('c1', 'new-message', newMessage('m10', 'c1'));
    replicaA.gateway.realtime.toChat('c3', 'new-message', newMessage('m11', 'c3'));
    // Sent last, through the same Redis connection: once it is in, the others would have been too.
    replicaA.gateway.realtime.toUser('ada', 'update-user', { topics: ['chats'], ids: ['c1', 'c3'] });
    await reloaded;
    expect(seen).toEqual(['m11']);
    expect(onB.connected).toBe(true);
  });
});
