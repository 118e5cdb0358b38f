// The chat list in pages: newest touched first, at most `CHAT_LIMITS.listPageSize` a call,
// the next page after an opaque cursor that stays right while chats are touched; the
// unread total over every chat whatever page is read; one chat per member set.
import request from 'supertest';
import { CHAT_LIMITS, ChatCreated, type MemberChats } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { chatService } from '../../src/service';
import { deliver, friendship, membershipChanged, newMessageId, newOuting, outingCreated } from '../support/events';

const PAGE = CHAT_LIMITS.listPageSize;
/** More friends than a page holds: one 1:1 with each. */
const FRIENDS = Array.from({ length: PAGE + 10 }, (_, index) => `friend-${String(index).padStart(2, '0')}`);

describe('the chat list in pages', () => {
  let services: TestServices;
  let chat: RunningService;
  /** Pat's 1:1 chat with each friend, by friend. */
  const directs = new Map<string, string>();

  const create = (userId: string, withUsers: string[]) => request(chat.url).post(`/users/${userId}/chats`).use(asGateway(userId)).send({ withUsers });
  const post = (userId: string, chatId: string, message: string) =>
    request(chat.url).post(`/users/${userId}/chats/${chatId}/messages`).use(asGateway(userId)).send({ id: newMessageId(), message }).expect(201);
  const page = (userId: string, before?: string) =>
    request(chat.url).get(`/users/${userId}/chats`).query(before === undefined ? {} : { before }).use(asGateway(userId));
  const pageOf = async (userId: string, before?: string): Promise<MemberChats> => (await page(userId, before).expect(200)).body;
  /** Every page in turn, as the browser scrolls. */
  const allPages = async (userId: string): Promise<MemberChats[]> => {
    const pages = [await pageOf(userId)];
    for (let next = pages[0]?.next; next; next = pages[pages.length - 1]?.next) pages.push(await pageOf(userId, next));
    return pages;
  };

  beforeAll(async () => {
    services = await embeddedTestServices();
    chat = await services.start(chatService);
    for (const friend of FRIENDS) await deliver(services, friendship('pat', friend));
    for (const friend of FRIENDS) directs.set(friend, (await create('pat', [friend]).expect(201)).body.chat._id);
  }, 120_000);
  afterAll(() => services.dispose());

  it('answers at most a page, newest touched first, and every chat once over the pages', async () => {
    const pages = await allPages('pat');
    expect(pages.map((answer) => answer.chats.length)).toEqual([PAGE, FRIENDS.length - PAGE]);
    expect(pages[0]?.next).toEqual(expect.any(String));
    expect(pages[1]?.next).toBeNull();
    const listed = pages.flatMap((answer) => answer.chats);
    expect(new Set(listed.map((listedChat) => listedChat._id))).toEqual(new Set(directs.values()));
    expect(listed.map((listedChat) => listedChat._id)).toHaveLength(directs.size);
    const touched = listed.map((listedChat) => listedChat.touched);
    expect(touched).toEqual([...touched].sort().reverse());
  });

  it('goes on after the cursor although chats were touched in between: nothing twice, nothing lost', async () => {
    const first = await pageOf('pat');
    const firstIds = first.chats.map((listedChat) => listedChat._id);
    const rest = [...directs.values()].filter((id) => !firstIds.includes(id));
    // One chat of the next page and one of the first move to the top meanwhile.
    const [movedUp] = rest;
    if (!movedUp || !first.next) throw new Error('two pages expected');
    await post('pat', movedUp, 'bumped from the second page');
    await post('pat', firstIds[PAGE - 1] ?? '', 'bumped within the first page');
    const second = await pageOf('pat', first.next);
    expect(second.chats.map((listedChat) => listedChat._id).sort()).toEqual(rest.filter((id) => id !== movedUp).sort());
    // The first page read again starts with what was touched last.
    expect((await pageOf('pat')).chats.slice(0, 2).map((listedChat) => listedChat._id)).toEqual([firstIds[PAGE - 1], movedUp]);
  });

  it('refuses a cursor it did not make with 400', async () => {
    for (const before of ['not a cursor', Buffer.from('yesterday|x').toString('base64url'), 'A'.repeat(500)]) {
      const res = await page('pat', before);
      expect([res.status, res.body.message]).toEqual([400, 'The page cursor is not valid']);
    }
  });

  it('counts the unread messages of every chat, also those past the first page, not those of an outing left', async () => {
    const oldest = (await allPages('pat')).flatMap((answer) => answer.chats).at(-1);
    const friend = FRIENDS.find((name) => directs.get(name) === oldest?._id);
    if (!oldest || !friend) throw new Error('no oldest chat');
    const before = (await pageOf('pat')).unreadTotal;
    await post(friend, oldest._id, 'one');
    await post(friend, oldest._id, 'two');
    expect((await pageOf('pat')).unreadTotal).toBe(before + 2);
    const outing = newOuting('outing-left');
    await deliver(services, outingCreated(outing, ['pat', friend]));
    await post(friend, outing.chatId, 'in the outing');
    expect((await pageOf('pat')).unreadTotal).toBe(before + 3);
    await deliver(services, membershipChanged(outing, [friend], ['pat'], 2, { kind: 'left', userId: 'pat' }));
    const after = await pageOf('pat');
    expect(after.unreadTotal).toBe(before + 2);
    // Answered on a later page too, for whichever page the browser reads.
    expect((await pageOf('pat', after.next ?? undefined)).unreadTotal).toBe(before + 2);
  });

  it("lists every chat's room for the sockets to join, past the first page too", async () => {
    const res = await request(chat.url).get('/users/pat/chat-rooms').use(asGateway('pat')).expect(200);
    expect(new Set(res.body.chatIds)).toEqual(new Set(directs.values()));
  });

  describe('one chat per member set', () => {
    const [ada, grace, alan] = FRIENDS;

    it('answers the existing group when asked again for exactly its members, in any order, by any of them', async () => {
      if (!ada || !grace || !alan) throw new Error('friends expected');
      await deliver(services, friendship(ada, grace));
      const announced = (await services.published('chat', ChatCreated)).length;
      const made = await create('pat', [ada, grace]).expect(201);
      const again = await create('pat', [grace, ada, grace]);
      expect([again.status, again.body.chat._id]).toEqual([200, made.body.chat._id]);
      const fromAMember = await create(ada, ['pat', grace]);
      expect([fromAMember.status, fromAMember.body.chat._id]).toEqual([200, made.body.chat._id]);
      expect((await services.published('chat', ChatCreated)).length).toBe(announced + 1);
    });

    it('makes another chat for one member more, and answers the same one to many asking at once', async () => {
      if (!ada || !grace || !alan) throw new Error('friends expected');
      const group = (await create('pat', [ada, grace])).body.chat._id;
      const bigger = await create('pat', [ada, grace, alan]).expect(201);
      expect(bigger.body.chat._id).not.toBe(group);
      const raced = await Promise.all(Array.from({ length: 5 }, () => create('pat', [alan, ada])));
      expect(new Set(raced.map((res) => res.body.chat._id)).size).toBe(1);
      expect(raced.filter((res) => res.status === 201)).toHaveLength(1);
    });
  });
});
