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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

    // Ada's stream: one message every 50 ms, on until at least 6 went out after Grace's
    // client is back (and at most 42: with Grace's 6, the chat stays within one page of
    // 50, all a browser reads to catch up).
    let graceBack = false;
    let sentAfterBack = 0;
    const adaIds: string[] = [];
    const stream = (async () => {
      for (let index = 0; index < 42; index += 1) {
        adaIds.push(ada.send(`ada ${index}`));
        if (graceBack) sentAfterBack += 1;
        if (index >= 23 && sentAfterBack >= 6) break;
        await sleep(50);
      }
    })();

    // Both up: Grace answers twice, and Ada's first message reaches her live, across gateways.
    await waitFor('ada to have sent 4', () => adaIds.length >= 4);
    grace.send('grace 0');
    await waitFor('ada to have sent 8', () => adaIds.length >= 8);
    grace.send('grace 1');
    await waitFor('ada to have sent 10', () => adaIds.length >= 10);
    const firstAda = adaIds[0] as string;
    await waitFor("Ada's first message live on Grace's gateway", () => grace.receipts.some((receipt) => receipt.id === firstAda), 5000);
    liveBeforeRestart = grace.receipts.filter((receipt) => adaIds.includes(receipt.id)).length;

    // Grace's gateway goes away: her socket drops, and what she writes waits.
    const closedAt = Date.now();
    await gateway2!.close();
    gateway2 = null;
    await waitFor("Grace's socket to drop", () => !grace.connected, 5000);
    const held = [grace.send('grace 2 (gateway down)')];
    await sleep(300);
    held.push(grace.send('grace 3 (gateway down)'));
    // Both wait (with any whose acknowledgement the closing gateway took with it).
    expect(grace.pendingIds()).toEqual(expect.arrayContaining(held));
    await sleep(Math.max(0, 1000 - (Date.now() - closedAt)));

    // Started again on the same port: Grace's client reconnects, rejoins and catches up.
    gateway2 = await startListeningGateway({ ...fakes.urls, chat: chat.url }, gatewayOptions, gateway2Port);
    await waitFor("Grace's client back and caught up", () => grace.caughtUp === 2, 10_000);
    graceBack = true;
    await waitFor("Grace's held messages acknowledged", () => grace.pendingIds().length === 0, 10_000);
    grace.send('grace 4');
    await sleep(120);
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
