// Leaving a group chat and hiding a 1:1, on the embedded infrastructure: the one who left
// loses the chat (list, reads, posts, room, badge) while the others get a notice naming
// them, live; the last one to leave takes the chat along; asking for the old member set
// again makes a new group. A hidden 1:1 is off its hider's list and badge until its next
// message or until they ask for it again.
import request from 'supertest';
import { ChatCreated, ChatMessagePosted, type ChatView, type MemberChats } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { chatService } from '../../src/service';
import { deliver, friendship, newMessageId, newOuting, outingCreated } from '../support/events';

describe('leaving and hiding chats', () => {
  let services: TestServices;
  let chat: RunningService;
  /** Everything the gateway is told: `new-message → <chat>: <kind> <user>`, `<user> leaves <chat>`, `update-user → <user>`. */
  const told: string[] = [];

  const as = (userId: string) => asGateway(userId);
  const create = (userId: string, withUsers: string[]) => request(chat.url).post(`/users/${userId}/chats`).use(as(userId)).send({ withUsers });
  const post = (userId: string, chatId: string, message: string) =>
    request(chat.url).post(`/users/${userId}/chats/${chatId}/messages`).use(as(userId)).send({ id: newMessageId(), message });
  const leave = (userId: string, chatId: string, body: unknown = {}) => request(chat.url).post(`/users/${userId}/chats/${chatId}/leave`).use(as(userId)).send(body as object);
  const hide = (userId: string, chatId: string, body: unknown = {}) => request(chat.url).post(`/users/${userId}/chats/${chatId}/hide`).use(as(userId)).send(body as object);
  const listOf = async (userId: string): Promise<MemberChats> => (await request(chat.url).get(`/users/${userId}/chats`).use(as(userId)).expect(200)).body;
  const listed = async (userId: string, chatId: string): Promise<ChatView | undefined> => (await listOf(userId)).chats.find((view) => view._id === chatId);
  const rooms = async (userId: string): Promise<string[]> => (await request(chat.url).get(`/users/${userId}/chat-rooms`).use(as(userId)).expect(200)).body.chatIds;
  const open = (userId: string, chatId: string) => request(chat.url).get(`/users/${userId}/chats/${chatId}`).use(as(userId));
  const toldSince = async (expected: number) => {
    await waitFor(`${expected} things told to the gateway`, () => told.length >= expected);
    return told.splice(0);
  };

  beforeAll(async () => {
    services = await embeddedTestServices();
    chat = await services.start(chatService);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ..._args: unknown[]) => void told.push(`${event} → ${userId}`),
      joinChat: (userId: string, chatId: string) => void told.push(`${userId} joins ${chatId}`),
      leaveChat: (userId: string, chatId: string) => void told.push(`${userId} leaves ${chatId}`),
      toChat: (chatId: string, event: string, ...args: unknown[]) => {
        const { message } = args[0] as { message: { kind?: string; user: string } };
        told.push(`${event} → ${chatId}: ${message.kind ?? 'text'} ${message.user}`);
      },
    });
    for (const [a, b] of [['ada', 'grace'], ['ada', 'alan'], ['alan', 'grace']]) await deliver(services, friendship(a as string, b as string));
  }, 120_000);
  afterAll(() => services.dispose());

  describe('a group chat', () => {
    let groupId = '';

    beforeAll(async () => {
      groupId = (await create('ada', ['grace', 'alan']).expect(201)).body.chat._id;
      await post('grace', groupId, 'Hi both').expect(201);
      await post('ada', groupId, 'Hi Grace').expect(201);
      told.length = 0;
    });

    it("is left: the others read a notice naming who left, pushed like a message, and the chat moves up their lists", async () => {
      const before = await listed('ada', groupId);
      const posts = (await services.published('chat', ChatMessagePosted)).length;
      expect((await leave('grace', groupId)).status).toBe(204);

      expect(await toldSince(3)).toEqual([`grace leaves ${groupId}`, 'update-user → grace', `new-message → ${groupId}: left grace`]);
      const after = await listed('ada', groupId);
      expect(after?.users).toEqual(['ada', 'alan']);
      expect(after?.leftUsers).toEqual(['grace']);
      expect(after?.messages).toEqual([{ id: expect.any(String), message: '', user: 'grace', sent: expect.any(String), readBy: [], kind: 'left' }]);
      expect(after && before && after.touched > before.touched).toBe(true);
      expect((await listOf('ada')).chats[0]?._id).toBe(groupId);
      // Like a message from grace, unread until read; no web push for a notice.
      expect(after?.unread).toBe(1);
      expect((await services.published('chat', ChatMessagePosted)).length).toBe(posts);

      const read = (await open('alan', groupId).expect(200)).body.chat as ChatView;
      expect(read.messages.map((message) => [message.user, message.kind ?? 'text', message.message])).toEqual([
        ['grace', 'text', 'Hi both'],
        ['ada', 'text', 'Hi Grace'],
        ['grace', 'left', ''],
      ]);
      expect(Object.keys(read.last_read)).toEqual(['ada', 'alan']);
    });

    it('is closed to who left: off their list, badge and rooms; no reading, posting, marking or joining', async () => {
      expect(await listed('grace', groupId)).toBeUndefined();
      expect((await listOf('grace')).unreadTotal).toBe(0);
      expect(await rooms('grace')).not.toContain(groupId);
      const refused = [
        await open('grace', groupId),
        await post('grace', groupId, 'Wait, come back'),
        await request(chat.url).get(`/users/grace/chats/${groupId}/membership`).use(as('grace')),
        await leave('grace', groupId),
      ];
      expect(refused.map((res) => [res.status, res.body.message])).toEqual(Array(4).fill([403, 'You left this chat.']));
      // The others still write to it, without grace among the recipients.
      await post('alan', groupId, 'Just us').expect(201);
      expect((await services.published('chat', ChatMessagePosted)).at(-1)?.data.recipientIds).toEqual(['ada']);
      told.length = 0;
    });

    it("is not brought back to who left: the old member set asked again is a new group", async () => {
      const chatsBefore = (await services.published('chat', ChatCreated)).length;
      const again = await create('ada', ['grace', 'alan']);
      expect(again.status).toBe(201);
      expect(again.body.chat._id).not.toBe(groupId);
      expect(again.body.chat.users).toEqual(['ada', 'grace', 'alan']);
      expect((await services.published('chat', ChatCreated)).length).toBe(chatsBefore + 1);
      expect(await listed('grace', groupId)).toBeUndefined();
    });

    it('is deleted when the last one in leaves', async () => {
      expect((await leave('alan', groupId)).status).toBe(204);
      expect(await toldSince(3)).toEqual([`alan leaves ${groupId}`, 'update-user → alan', `new-message → ${groupId}: left alan`]);
      expect((await listed('ada', groupId))?.leftUsers).toEqual(['grace', 'alan']);
      expect((await leave('ada', groupId)).status).toBe(204);
      expect(await toldSince(2)).toEqual([`ada leaves ${groupId}`, 'update-user → ada']);
      expect((await open('ada', groupId)).status).toBe(404);
      expect((await open('grace', groupId)).status).toBe(404);
    });
  });

  it('is refused for a 1:1 and an outing chat, a chat of others, one that does not exist, and a body that is not empty', async () => {
    const directId = (await create('ada', ['grace'])).body.chat._id as string;
    const outing = newOuting('outing-leave');
    await deliver(services, outingCreated(outing, ['ada', 'alan']));
    const groupId = (await create('ada', ['grace', 'alan']).expect(200)).body.chat._id as string;
    expect((await leave('ada', directId)).status).toBe(409);
    expect((await leave('ada', outing.chatId)).status).toBe(409);
    expect((await leave('grace', outing.chatId)).status).toBe(403);
    expect((await leave('ada', newMessageId())).status).toBe(404);
    expect((await leave('ada', 'not-a-chat')).status).toBe(404);
    expect((await leave('ada', groupId, { now: true })).status).toBe(400);
    expect((await leave('ada', groupId).use(as('grace'))).status).toBe(403);
    expect((await listed('ada', groupId))?.users).toEqual(['ada', 'grace', 'alan']);
  });

  describe('a 1:1 chat', () => {
    let directId = '';

    beforeAll(async () => {
      directId = (await create('alan', ['grace'])).body.chat._id;
      await post('grace', directId, 'Hello Alan').expect(201);
      told.length = 0;
    });

    it("is hidden from its hider's list and badge only, its room kept for the next message", async () => {
      expect((await listed('alan', directId))?.unread).toBe(1);
      const badge = (await listOf('alan')).unreadTotal;
      expect((await hide('alan', directId)).status).toBe(204);
      expect(await toldSince(1)).toEqual(['update-user → alan']);
      expect(await listed('alan', directId)).toBeUndefined();
      expect((await listOf('alan')).unreadTotal).toBe(badge - 1);
      expect(await rooms('alan')).toContain(directId);
      expect((await open('alan', directId)).status).toBe(200);
      expect((await listed('grace', directId))?._id).toBe(directId);
    });

    it("comes back with the next message, with every message unread (hiding reads nothing)", async () => {
      await post('grace', directId, 'Still there?').expect(201);
      const back = await listed('alan', directId);
      expect(back?.unread).toBe(2);
      expect(back?.messages.map((message) => message.message)).toEqual(['Still there?']);
      told.length = 0;
    });

    it("comes back when its hider asks for it again ('+ Chat'), without a new chat", async () => {
      await hide('alan', directId).expect(204);
      expect(await toldSince(1)).toEqual(['update-user → alan']);
      const chatsBefore = (await services.published('chat', ChatCreated)).length;
      const again = await create('alan', ['grace']);
      expect([again.status, again.body.chat._id]).toEqual([200, directId]);
      expect(await toldSince(1)).toEqual(['update-user → alan']);
      expect((await listed('alan', directId))?._id).toBe(directId);
      expect((await services.published('chat', ChatCreated)).length).toBe(chatsBefore);
      // Asked again while shown: nothing to tell.
      await create('alan', ['grace']).expect(200);
      expect(told).toEqual([]);
    });

    it('is refused for a group and an outing chat, a chat of others, and a body that is not empty', async () => {
      const groupId = (await create('alan', ['grace', 'ada'])).body.chat._id as string;
      expect((await hide('alan', groupId)).status).toBe(409);
      expect((await hide('ada', newOuting('none').chatId)).status).toBe(404);
      expect((await hide('ada', directId)).status).toBe(403);
      expect((await hide('alan', directId, { until: 3 })).status).toBe(400);
      expect((await listed('alan', directId))?._id).toBe(directId);
    });
  });
});
