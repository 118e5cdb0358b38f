// No chat message is lost when a gateway restarts, across two gateways: the real chat service on PostgreSQL, RabbitMQ
// and Redis (its `new-message` pushes go out through the Redis emitter), two gateway
// replicas sharing Redis, and two members, Ada on the first gateway and Grace on the
// second, each with a client that speaks the browser's protocol (support/browser-chat-
// client.ts): resend until acknowledged, rejoin and catch up after a reconnect, show
// messages by id. While Ada sends a stream, Grace's gateway is closed and started again on
// the same port: every message of both ends up exactly once, in the server's order, on
// both screens.
import request from 'supertest';
import { FriendRequestAnswered, createEvent, type ChatView, type MessageView } from '@outings/contracts';
import { chatService } from '@outings/chat-service';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { BrowserChatClient } from '../support/browser-chat-client';
import { startFakeServices, type FakeServices } from '../support/fake-services';
import { sessionCookieFor, startListeningGateway, type ListeningGateway } from '../support/listening-gateway';
import { PUBLIC_URL } from '../support/test-gateway';

jest.setTimeout(90_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a chat across two gateways, one of them restarted', () => {
  let services: TestServices;
  let chat: RunningService;
  let fakes: FakeServices;
  let gateway1: ListeningGateway;
  let gateway2: ListeningGateway | null = null;
  let gateway2Port: number;
  let gatewayOptions: { redisUrl: string; redisKeyPrefix: string };
  let chatId: string;
  let adaCookie: string;
  let graceCookie: string;
  const clients: BrowserChatClient[] = [];

  /** Every message the chat service stored in the chat, oldest first, paged through with `before`. */
  async function storedMessages(): Promise<MessageView[]> {
    const all: MessageView[] = [];
    let before: string | undefined;
    for (;;) {
      const res = await request(chat.url)
        .get(`/users/ada/chats/${chatId}`)
        .query(before ? { before } : {})
        .use(asGateway('ada'))
        .expect(200);
      const page = (res.body as { chat: ChatView }).chat;
      all.unshift(...page.messages);
      if (!page.hasOlder || page.messages.length === 0) return all;
      before = page.messages[0]?.id;
    }
  }

  beforeAll(async () => {
    services = await clusterTestServices('gateway_chat_restart');
    chat = await services.start(chatService);
    // The chat service's Redis emitter publishes on `<REDIS_KEY_PREFIX>socket.io`, the
    // harness's prefix with a colon: the gateways' adapter listens on the same key.
    gatewayOptions = { redisUrl: REDIS_URL, redisKeyPrefix: `${services.redisKeyPrefix}:` };
    fakes = await startFakeServices(new Set(['ada', 'grace']));
    const urls = { ...fakes.urls, chat: chat.url };
    gateway1 = await startListeningGateway(urls, gatewayOptions);
    gateway2 = await startListeningGateway(urls, gatewayOptions);
    gateway2Port = Number(new URL(gateway2.url).port);
    // Sessions live in Redis: a login on one gateway is good on the other.
    adaCookie = await sessionCookieFor(gateway1.url, 'ada@example.com');
    graceCookie = await sessionCookieFor(gateway1.url, 'grace@example.com');

    const friendship = createEvent(FriendRequestAnswered, { fromUserId: 'ada', toUserId: 'grace', answer: 'accepted', answeredAt: new Date().toISOString() });
    await services.infrastructure.bus.publish(friendship);
    await waitFor('the friendship in the chat service', () => services.handled('chat', friendship.id), 30_000);
    const created = await request(gateway1.url)
      .post('/user/ada/chat/create')
      .set('Origin', PUBLIC_URL)
      .set('Cookie', adaCookie)
      .send({ withUsers: ['grace'] });
    expect(created.status).toBe(201);
    chatId = (created.body as { chat: ChatView }).chat._id;
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await gateway1?.close();
    await gateway2?.close();
    await fakes?.close();
    await services?.dispose();
  });

  /** What the scenario left: both clients, and what the chat service stored, oldest first. */
  let ada: BrowserChatClient;
  let grace: BrowserChatClient;
  let stored: MessageView[];
  let storedIds: string[];
  /** Ada's messages Grace's socket got live before her gateway went away. */
  let liveBeforeRestart: number;

  /** A message as a reader sees it: who has read it moves on. */
  const sameMessage = ({ id, message, user, sent }: MessageView) => expect.objectContaining({ id, message, user, sent });
  /** Text and time, for a diff that says which messages changed places. */
  const shown = (messages: readonly MessageView[]) => messages.map((message) => `${message.message} @ ${message.sent}`);

  beforeAll(async () => {
    ada = new BrowserChatClient({ url: gateway1.url, userId: 'ada', cookie: adaCookie, chatId });
    grace = new BrowserChatClient({ url: gateway2!.url, userId: 'grace', cookie: graceCookie, chatId });
    clients.push(ada, grace);
    await waitFor('both clients joined and caught up', () => ada.caughtUp === 1 && grace.caughtUp === 1, 10_000);

    // Ada's stream: each message as soon as the one before is acknowledged (her gateway
    // stays up throughout), as far as the scenario has let it go so far. It runs on while
    // Grace's gateway closes and starts again; 30 in all, so that with Grace's 6 the chat
    // stays within one page of 50, all a browser reads to catch up.
    const adaIds: string[] = [];
    let adaMayHaveSent = 0;
    const adaSent = (count: number) => waitFor(`ada to have sent ${count}`, () => adaIds.length >= count && ada.pendingIds().length === 0, 10_000);
    const stream = (async () => {
      while (adaIds.length < 30) {
        await waitFor('the scenario to let Ada send on', () => adaIds.length < adaMayHaveSent, 60_000);
        const id = ada.send(`ada ${adaIds.length}`);
        adaIds.push(id);
        await waitFor(`ada ${adaIds.length - 1} acknowledged`, () => !ada.pendingIds().includes(id), 10_000);
      }
    })();

    // Both up: Grace answers twice, and Ada's first message reaches her live, across gateways.
    adaMayHaveSent = 10;
    await adaSent(4);
    grace.send('grace 0');
    await adaSent(8);
    grace.send('grace 1');
    await adaSent(10);
    const firstAda = adaIds[0] as string;
    await waitFor("Ada's first message live on Grace's gateway", () => grace.receipts.some((receipt) => receipt.id === firstAda), 5000);
    liveBeforeRestart = grace.receipts.filter((receipt) => adaIds.includes(receipt.id)).length;

    // Grace's gateway goes away as Ada writes on: Grace's socket drops, and what she
    // writes waits. Ada's messages once it is down are ones Grace's socket cannot get live.
    adaMayHaveSent = 14;
    const closing = gateway2!.close();
    await waitFor("Grace's socket to drop", () => !grace.connected, 5000);
    await closing;
    gateway2 = null;
    const held = [grace.send('grace 2 (gateway down)')];
    adaMayHaveSent = 18;
    await adaSent(18);
    held.push(grace.send('grace 3 (gateway down)'));
    // Both wait (with any whose acknowledgement the closing gateway took with it), and
    // Grace's client has tried to reconnect to the closed port and failed.
    expect(grace.pendingIds()).toEqual(expect.arrayContaining(held));
    await waitFor("Grace's client to fail to reconnect", () => grace.connectErrors >= 1, 10_000);

    // Started again on the same port as Ada writes on: Grace's client reconnects, rejoins
    // and catches up.
    adaMayHaveSent = 24;
    gateway2 = await startListeningGateway({ ...fakes.urls, chat: chat.url }, gatewayOptions, gateway2Port);
    await waitFor("Grace's client back and caught up", () => grace.caughtUp === 2, 10_000);
    await waitFor("Grace's held messages acknowledged", () => grace.pendingIds().length === 0, 10_000);
    // Both write on, Grace live again.
    await adaSent(24);
    adaMayHaveSent = 30;
    grace.send('grace 4');
    await adaSent(27);
    grace.send('grace 5');
    await stream;

    // Everything acknowledged, then both screens complete (or the wait gives up and the
    // comparisons say what is missing).
    await waitFor('every message acknowledged', () => ada.pendingIds().length === 0 && grace.pendingIds().length === 0, 20_000);
    const total = ada.sent.length + grace.sent.length;
    await waitFor('both screens complete', () => ada.screen().length >= total && grace.screen().length >= total, 10_000).catch(() => undefined);
    stored = await storedMessages();
    storedIds = stored.map((message) => message.id);
  });

  it('stores each message once and acknowledges every one to its sender', () => {
    const sentIds = [...ada.sent, ...grace.sent].map((message) => message.id);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect([...storedIds].sort()).toEqual([...sentIds].sort());
    expect(ada.refused).toEqual([]);
    expect(grace.refused).toEqual([]);
    const storedById = new Map(stored.map((message) => [message.id, message]));
    for (const client of [ada, grace]) {
      expect(client.pendingIds()).toEqual([]);
      for (const { id } of client.sent) expect(client.acked.get(id)).toEqual(sameMessage(storedById.get(id) as MessageView));
    }
  });

  it('pushes each stored message once, across the gateways through Redis', () => {
    // Before the restart, Ada's messages reached Grace's socket on the other gateway live.
    expect(liveBeforeRestart).toBeGreaterThan(0);
    // Ada never lost her socket: every message reached it live, each once.
    expect(ada.connects).toBe(1);
    expect(ada.receipts.map((receipt) => receipt.id).sort()).toEqual([...storedIds].sort());
    // Grace's socket got none twice, and missed some while her gateway was away.
    expect(grace.connects).toBe(2);
    const graceLive = grace.receipts.map((receipt) => receipt.id);
    expect(new Set(graceLive).size).toBe(graceLive.length);
    expect(storedIds.filter((id) => !graceLive.includes(id)).length).toBeGreaterThan(0);
  });

  it("shows every message of both exactly once on both members' screens", () => {
    for (const client of [ada, grace]) {
      const ids = client.screen().map((message) => message.id);
      expect(ids).toHaveLength(storedIds.length);
      expect([...ids].sort()).toEqual([...storedIds].sort());
    }
    // Both browsers order alike.
    expect(shown(grace.screen())).toEqual(shown(ada.screen()));
  });

  // The browser orders stored messages by `sent` (chat-rules.ts `mergeMessages`), the
  // server by the number it gave each message (pages, unread counts, last-read markers):
  // they agree only if `sent` grows with the number.
  it('gives the messages `sent` times in the order the server numbered them', () => {
    expect(shown(stored)).toEqual(shown([...stored].sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : 0))));
  });

  it("shows the messages in the server's order on both screens", () => {
    expect(shown(ada.screen())).toEqual(shown(stored));
    expect(shown(grace.screen())).toEqual(shown(stored));
    expect(ada.screen()).toEqual(stored.map(sameMessage));
    expect(grace.screen()).toEqual(stored.map(sameMessage));
  });
});
