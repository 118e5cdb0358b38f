// The chat service on the embedded infrastructure: the friendships projection decides who
// may start a chat, members read and post, a resend is stored and pushed once, markers
// move forward only, outing events keep the outing chats in step.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { CHAT_LIMITS, ChatCreated, ChatMessagePosted, LAST_READ_INITIALIZED, type ChatView, type EventEnvelope } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { chatService } from '../../src/service';
import { deliver, friendship, membershipChanged, newMessageId, newOuting, outingCreated, outingDeleted, unfriending } from '../support/events';

describe('chats', () => {
  let services: TestServices;
  let chat: RunningService;
  let created: EventEnvelope[];
  /** `new-message → <chat>: <text>` for each push. */
  const pushes: string[] = [];
  /** `update-user → <user> <what changed>` and `<user> joins|leaves <chat>`, as the gateway is told. */
  const userMoves: string[] = [];

  const as = (userId: string) => asGateway(userId);
  const create = (userId: string, withUsers: unknown) => request(chat.url).post(`/users/${userId}/chats`).use(as(userId)).send({ withUsers });
  const post = (userId: string, chatId: string, message: string, id = newMessageId()) =>
    request(chat.url).post(`/users/${userId}/chats/${chatId}/messages`).use(as(userId)).send({ id, message });
  const read = (userId: string, chatId: string, messageID: string) =>
    request(chat.url).post(`/users/${userId}/chats/${chatId}/last-read`).use(as(userId)).send({ messageID });
  const list = async (userId: string): Promise<ChatView[]> => (await request(chat.url).get(`/users/${userId}/chats`).use(as(userId)).expect(200)).body.chats;
  const open = (userId: string, chatId: string, before?: string) =>
    request(chat.url).get(`/users/${userId}/chats/${chatId}${before ? `?before=${before}` : ''}`).use(as(userId));
  const membership = (userId: string, chatId: string) => request(chat.url).get(`/users/${userId}/chats/${chatId}/membership`).use(as(userId));
  const messageCount = async () => {
    const { rows } = await services.infrastructure.database.db.execute<{ count: number }>(sql`select count(*)::int as count from chat.messages`);
    return Number(rows[0]?.count);
  };

  beforeAll(async () => {
    services = await embeddedTestServices();
    chat = await services.start(chatService);
    created = await services.capture([ChatCreated.type]);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ...args: unknown[]) => void userMoves.push(`${event} → ${userId} ${JSON.stringify(args[0])}`),
      joinChat: (userId: string, chatId: string) => void userMoves.push(`${userId} joins ${chatId}`),
      leaveChat: (userId: string, chatId: string) => void userMoves.push(`${userId} leaves ${chatId}`),
      toChat: (chatId: string, event: string, ...args: unknown[]) => {
        const payload = args[0] as { message: { message: string } };
        pushes.push(`${event} → ${chatId}: ${payload.message.message}`);
      },
    });
    for (const [a, b] of [['ada', 'grace'], ['ada', 'alan'], ['alan', 'grace']]) await deliver(services, friendship(a as string, b as string));
  }, 120_000);
  afterAll(() => services.dispose());

  describe('starting a chat', () => {
    let directId = '';

    it('makes a 1:1 with a friend, the caller first, and announces it', async () => {
      const res = await create('ada', ['grace']);
      expect(res.status).toBe(201);
      expect(res.body.chat).toMatchObject({ kind: 'direct', name: '', users: ['ada', 'grace'], messages: [], unread: 0, hasOlder: false });
      expect(res.body.chat.last_read).toEqual({ ada: LAST_READ_INITIALIZED, grace: LAST_READ_INITIALIZED });
      directId = res.body.chat._id;
      await waitFor('chat.created captured', () => created.length === 1);
      expect(created[0]?.data).toEqual({ chatId: directId, kind: 'direct', createdBy: 'ada', memberIds: ['ada', 'grace'], createdAt: expect.any(String) });
    });

    it('answers the existing 1:1 when started again, from either side', async () => {
      const again = await create('grace', ['ada', 'grace']);
      expect([again.status, again.body.chat._id]).toEqual([200, directId]);
      expect((await create('ada', ['grace'])).body.chat._id).toBe(directId);
      expect(await services.published('chat', ChatCreated)).toHaveLength(1);
    });

    it('makes a group with more friends, de-duplicated', async () => {
      const res = await create('ada', ['grace', 'alan', 'grace', 'ada']);
      expect(res.status).toBe(201);
      expect(res.body.chat).toMatchObject({ kind: 'group', users: ['ada', 'grace', 'alan'] });
    });

    it('refuses anyone who is not a friend, storing nothing', async () => {
      const before = (await services.published('chat', ChatCreated)).length;
      const res = await create('ada', ['grace', 'stranger']);
      expect([res.status, res.body.message]).toEqual([403, 'You can only chat with friends']);
      expect((await services.published('chat', ChatCreated)).length).toBe(before);
    });

    it('refuses bad input with the contract\u2019s message', async () => {
      const res = await create('ada', []);
      expect([res.status, res.body.message]).toEqual([400, 'withUsers: Please choose at least one friend to chat with']);
    });

    it('follows the friendships: ended, no new chat; the old one stays', async () => {
      await deliver(services, unfriending('alan', 'grace'));
      expect((await create('alan', ['grace'])).status).toBe(403);
      await deliver(services, friendship('grace', 'alan'));
      expect((await create('alan', ['grace'])).status).toBe(201);
      await deliver(services, unfriending('ada', 'grace'));
      expect((await open('ada', directId)).status).toBe(200);
      await deliver(services, friendship('ada', 'grace'));
    });
  });

  describe('messages', () => {
    let chatId = '';
    const ids: string[] = [];

    beforeAll(async () => {
      chatId = (await create('ada', ['alan'])).body.chat._id;
    });

    it('are stored, pushed to the chat once committed, and read by their sender', async () => {
      pushes.length = 0;
      const id = newMessageId();
      const res = await post('ada', chatId, '  Hello Alan  ', id);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ duplicate: false, message: { id, message: 'Hello Alan', user: 'ada', sent: expect.any(String), readBy: ['ada'] } });
      ids.push(id);
      await waitFor('the push', () => pushes.length === 1);
      expect(pushes).toEqual([`new-message → ${chatId}: Hello Alan`]);
      // Committed with the message, for web push to the others whose app is closed.
      const posted = (await services.published('chat', ChatMessagePosted)).filter((event) => event.data.messageId === id);
      expect(posted.map((event) => event.data)).toEqual([
        { chatId, messageId: id, senderId: 'ada', preview: 'Hello Alan', recipientIds: ['alan'], sentAt: expect.any(String) },
      ]);
      expect(new Date(posted[0]?.data.sentAt ?? '').getTime()).toBe(new Date(res.body.message.sent).getTime());
    });

    it('a resend of the same id is stored once, answered as a duplicate and not pushed again', async () => {
      const count = await messageCount();
      const res = await post('ada', chatId, 'Hello Alan', ids[0]);
      expect([res.status, res.body.duplicate, res.body.message.id]).toEqual([200, true, ids[0]]);
      expect(await messageCount()).toBe(count);
      const elsewhere = await post('alan', chatId, 'Hello Alan', ids[0]);
      expect(elsewhere.status).toBe(409);
      expect(pushes).toHaveLength(1);
      expect((await services.published('chat', ChatMessagePosted)).filter((event) => event.data.messageId === ids[0])).toHaveLength(1);
    });

    it('refuses empty, over-long and badly identified messages', async () => {
      expect((await post('ada', chatId, '   ')).body.message).toBe('message: Please write a message');
      expect((await post('ada', chatId, 'x'.repeat(CHAT_LIMITS.messageMax + 1))).status).toBe(400);
      expect((await post('ada', chatId, 'hi', 'not-a-uuid')).status).toBe(400);
    });

    it('count as unread for the others until their marker passes them, and the marker never moves back', async () => {
      for (const text of ['two', 'three']) {
        const id = newMessageId();
        await post('ada', chatId, text, id);
        ids.push(id);
      }
      const alanView = async () => (await list('alan')).find((view) => view._id === chatId);
      expect((await alanView())?.unread).toBe(3);
      expect((await list('ada')).find((view) => view._id === chatId)?.unread).toBe(0);
      expect((await read('alan', chatId, ids[1] ?? '')).status).toBe(204);
      expect((await alanView())?.unread).toBe(1);
      expect((await read('alan', chatId, ids[0] ?? '')).status).toBe(204);
      const view = await alanView();
      expect(view?.unread).toBe(1);
      expect(view?.last_read).toEqual({ ada: ids[2], alan: ids[1] });
      expect(view?.messages.map((message) => [message.message, message.readBy])).toEqual([['three', ['ada']]]);
      expect((await read('alan', chatId, newMessageId())).status).toBe(404);
    });

    it('list the caller\u2019s chats newest touched first, each with its last message', async () => {
      const chats = await list('ada');
      expect(chats[0]?._id).toBe(chatId);
      expect(chats[0]?.hasOlder).toBe(true);
      const touched = chats.map((view) => view.touched);
      expect([...touched].sort().reverse()).toEqual(touched);
    });

    it('page back with before, oldest first', async () => {
      for (let index = 0; index < CHAT_LIMITS.pageSize; index += 1) await post('alan', chatId, `page ${index}`);
      const latest = await open('ada', chatId);
      expect(latest.status).toBe(200);
      expect(latest.body.chat.messages).toHaveLength(CHAT_LIMITS.pageSize);
      expect(latest.body.chat.hasOlder).toBe(true);
      expect(latest.body.chat.messages.at(-1).message).toBe(`page ${CHAT_LIMITS.pageSize - 1}`);
      const older = await open('ada', chatId, latest.body.chat.messages[0].id);
      expect(older.body.chat.messages.map((message: { message: string }) => message.message)).toEqual(['Hello Alan', 'two', 'three']);
      expect(older.body.chat.hasOlder).toBe(false);
      expect((await open('ada', chatId, 'nope')).status).toBe(404);
    });

    it('are closed to non-members: nothing read, stored or joined', async () => {
      const count = await messageCount();
      expect((await open('grace', chatId)).status).toBe(403);
      expect((await post('grace', chatId, 'let me in')).status).toBe(403);
      expect((await read('grace', chatId, ids[0] ?? '')).status).toBe(403);
      expect((await membership('grace', chatId)).status).toBe(403);
      expect((await membership('ada', chatId)).status).toBe(204);
      expect((await membership('ada', newMessageId())).status).toBe(404);
      expect((await membership('ada', 'not-a-chat')).status).toBe(404);
      expect((await open('grace', chatId).use(as('ada'))).status).toBe(403);
      expect(await messageCount()).toBe(count);
    });
  });

  describe('outing chats', () => {
    const outing = newOuting('outing-1');
    const chatOf = async (userId: string, outingId = outing.outingId) => (await list(userId)).find((view) => view.outing?._id === outingId);
    /** What the gateway was told since the last call, once the pushes after the commit are in. */
    const movesSince = async (expected: number) => {
      await waitFor(`${expected} room moves and pushes`, () => userMoves.length >= expected);
      return userMoves.splice(0);
    };

    it("are made with the outing, under the chat id the outing gave, named by its activity, and announced by its creator", async () => {
      userMoves.length = 0;
      await deliver(services, outingCreated(outing, ['ada', 'grace']));
      const view = await chatOf('grace');
      expect(view).toMatchObject({ _id: outing.chatId, name: 'Bouldering', users: ['ada', 'grace'], outing: { _id: 'outing-1', users: ['ada', 'grace'] } });
      const announced = (await services.published('chat', ChatCreated)).at(-1)?.data;
      expect(announced).toMatchObject({ chatId: outing.chatId, kind: 'outing', createdBy: 'ada', memberIds: ['ada', 'grace'] });
      // The new chat reaches its members through chat.created (notification's update-user).
      expect(userMoves).toEqual([]);
    });

    it('are made from a membership change that overtook the creation, which then changes nothing', async () => {
      const early = newOuting('outing-early');
      await deliver(services, membershipChanged(early, ['ada', 'alan'], [], 2, { kind: 'joined', userId: 'alan' }));
      expect(await chatOf('alan', early.outingId)).toMatchObject({ _id: early.chatId, users: ['ada', 'alan'] });
      const announced = (await services.published('chat', ChatCreated)).at(-1)?.data;
      expect(announced).toMatchObject({ chatId: early.chatId, kind: 'outing', createdBy: 'ada', memberIds: ['ada', 'alan'] });
      await deliver(services, outingCreated(early, ['ada'], 1));
      expect((await chatOf('ada', early.outingId))?.users).toEqual(['ada', 'alan']);
    });

    it("follow the membership: a joiner gets in at once, one who flaked loses access and the room's messages at once", async () => {
      await deliver(services, membershipChanged(outing, ['ada', 'grace', 'alan'], [], 2, { kind: 'joined', userId: 'alan' }));
      expect(await movesSince(2)).toEqual([`alan joins ${outing.chatId}`, `update-user → alan {"topics":["chats"],"ids":["${outing.chatId}"]}`]);
      expect((await chatOf('alan'))?._id).toBe(outing.chatId);
      expect((await post('grace', outing.chatId, 'See you there')).status).toBe(201);
      await deliver(services, membershipChanged(outing, ['ada', 'alan'], ['grace'], 3, { kind: 'left', userId: 'grace' }));
      expect(await movesSince(2)).toEqual([`grace leaves ${outing.chatId}`, `update-user → grace {"topics":["chats"],"ids":["${outing.chatId}"]}`]);
      expect(await chatOf('grace')).toBeUndefined();
      expect((await open('grace', outing.chatId)).status).toBe(403);
      expect((await post('grace', outing.chatId, 'still here?')).status).toBe(403);
      expect((await membership('grace', outing.chatId)).status).toBe(403);
      expect((await chatOf('ada'))?.users).toEqual(['ada', 'alan']);
      // One who flaked is no recipient of the chat's pushes either.
      const id = newMessageId();
      expect((await post('ada', outing.chatId, 'Just us two', id)).status).toBe(201);
      const posted = (await services.published('chat', ChatMessagePosted)).find((event) => event.data.messageId === id);
      expect(posted?.data.recipientIds).toEqual(['alan']);
      // An older event arriving late changes nothing, and moves no one.
      await services.infrastructure.bus.publish(membershipChanged(outing, ['ada', 'grace'], [], 2, { kind: 'joined', userId: 'grace' }));
      await deliver(services, friendship('ada', 'alan'));
      expect(await chatOf('grace')).toBeUndefined();
      expect(userMoves).toEqual([]);
    });

    it("go with the outing: its members' sockets leave the room and they reload", async () => {
      await deliver(services, outingDeleted(outing, ['ada', 'alan'], 4));
      expect(await chatOf('ada')).toBeUndefined();
      expect((await open('ada', outing.chatId)).status).toBe(404);
      const reload = (userId: string) => `update-user → ${userId} {"topics":["chats"],"ids":["${outing.chatId}"]}`;
      expect(await movesSince(4)).toEqual([`ada leaves ${outing.chatId}`, reload('ada'), `alan leaves ${outing.chatId}`, reload('alan')]);
    });
  });

  it('acts only for the caller the gateway vouched for', async () => {
    expect((await request(chat.url).get('/users/ada/chats').use(asGateway())).status).toBe(401);
    expect((await request(chat.url).get('/users/ada/chats').use(as('grace'))).status).toBe(403);
    expect((await request(chat.url).post('/users/ada/chats').use(as('grace')).send({ withUsers: ['alan'] })).status).toBe(403);
  });
});
