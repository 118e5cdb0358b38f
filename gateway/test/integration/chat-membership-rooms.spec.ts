// An outing chat's room follows its membership at once, across gateway replicas.
// The real chat service on PostgreSQL, RabbitMQ and Redis (its room moves and pushes go
// out through the Redis emitter) and two gateways sharing Redis: Grace, in the room on
// the second gateway, flakes the outing and stops receiving its messages without
// reconnecting; Alan, on the first, joins it and is told to reload (`update-user`), his
// socket already in the room.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  FriendRequestAnswered,
  OutingCreated,
  OutingMembershipChanged,
  createEvent,
  type EventEnvelope,
  type MessageView,
} from '@outings/contracts';
import { chatService } from '@outings/chat-service';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../support/listening-gateway';

jest.setTimeout(90_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe("an outing chat's room following its membership across gateways", () => {
  let services: TestServices;
  let chat: RunningService;
  let fakes: FakeServices;
  let gateway1: ListeningGateway;
  let gateway2: ListeningGateway;
  const sockets: Socket[] = [];
  const outingId = `outing-${randomUUID()}`;
  const chatId = randomUUID();
  const activity = { _id: 'activity-1', name: 'Bouldering', category: 'sport' };

  const membership = (memberIds: string[], flakedIds: string[]) => ({
    outingId, chatId, creatorId: 'ada', activity, memberIds, invitedIds: [], flakedIds,
  });

  async function deliver(event: EventEnvelope): Promise<void> {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled by chat`, () => services.handled('chat', event.id), 30_000);
  }

  async function socketOf(url: string, username: string): Promise<Socket> {
    const socket = connect(url, {
      path: '/socket.io', reconnection: false, transports: ['websocket'], extraHeaders: { cookie: await sessionCookieFor(url, username) },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  /** Every `new-message` text the socket gets, in order. */
  const received = (socket: Socket) => {
    const texts: string[] = [];
    socket.on('new-message', (payload: { message: MessageView }) => void texts.push(payload.message.message));
    return texts;
  };

  const post = (userId: string, inChat: string, message: string) =>
    request(chat.url).post(`/users/${userId}/chats/${inChat}/messages`).use(asGateway(userId)).send({ id: randomUUID(), message }).expect(201);

  beforeAll(async () => {
    services = await clusterTestServices('gateway_chat_rooms');
    chat = await services.start(chatService);
    // The chat service's emitter publishes on `<REDIS_KEY_PREFIX>socket.io`, the harness's prefix with a colon.
    const gatewayOptions = { redisUrl: REDIS_URL, redisKeyPrefix: `${services.redisKeyPrefix}:` };
    fakes = await startFakeServices(new Set(['ada', 'grace', 'alan']));
    const urls = { ...fakes.urls, chat: chat.url };
    gateway1 = await startListeningGateway(urls, gatewayOptions);
    gateway2 = await startListeningGateway(urls, gatewayOptions);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await gateway1?.close();
    await gateway2?.close();
    await fakes?.close();
    await services?.dispose();
  });

  it('takes a flaked member out of the room at once, and brings a joiner in', async () => {
    await deliver(createEvent(OutingCreated, {
      ...membership(['ada', 'grace'], []), name: activity.name, createdAt: new Date().toISOString(),
    }, { aggregate: { id: outingId, version: 1 } }));

    const grace = await socketOf(gateway2.url, 'grace@example.com');
    const alan = await socketOf(gateway1.url, 'alan@example.com');
    expect(await grace.timeout(5000).emitWithAck('join-room', chatId)).toEqual({ ok: true });
    const graceGot = received(grace);
    const alanGot = received(alan);
    let alanReloads = 0;
    alan.on('update-user', () => void (alanReloads += 1));

    await post('ada', chatId, 'before');
    await waitFor('Grace to get the first message live', () => graceGot.includes('before'), 5000);

    // Alan joins: told to reload, and his socket is in the room before his browser asks.
    await deliver(createEvent(OutingMembershipChanged, {
      ...membership(['ada', 'grace', 'alan'], []), change: { kind: 'joined', userId: 'alan' }, changedAt: new Date().toISOString(),
    }, { aggregate: { id: outingId, version: 2 } }));
    await waitFor('update-user for Alan', () => alanReloads === 1, 5000);
    await post('ada', chatId, 'welcome');
    await waitFor('Alan and Grace to get the welcome', () => alanGot.includes('welcome') && graceGot.includes('welcome'), 5000);

    // Grace flakes: her socket, still connected, gets nothing more from the room.
    await deliver(createEvent(OutingMembershipChanged, {
      ...membership(['ada', 'alan'], ['grace']), change: { kind: 'left', userId: 'grace' }, changedAt: new Date().toISOString(),
    }, { aggregate: { id: outingId, version: 3 } }));
    await post('ada', chatId, 'after');
    await waitFor('Alan to get the message after Grace left', () => alanGot.includes('after'), 5000);
    // A push in a room Grace is still in, sent after: once it is in, 'after' would have been too
    // (one emitter, one Redis connection, delivered in order).
    await deliver(createEvent(FriendRequestAnswered, { fromUserId: 'ada', toUserId: 'grace', answer: 'accepted', answeredAt: new Date().toISOString() }));
    const direct = await request(chat.url).post('/users/ada/chats').use(asGateway('ada')).send({ withUsers: ['grace'] }).expect(201);
    const directId = (direct.body as { chat: { _id: string } }).chat._id;
    expect(await grace.timeout(5000).emitWithAck('join-room', directId)).toEqual({ ok: true });
    await post('ada', directId, 'in the 1:1');
    await waitFor("Grace to get the 1:1's message", () => graceGot.includes('in the 1:1'), 5000);
    expect(grace.connected).toBe(true);
    expect(graceGot).not.toContain('after');
  });
});
