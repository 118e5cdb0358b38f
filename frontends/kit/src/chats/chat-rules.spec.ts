import type { ChatView, MessageView } from '@outings/contracts';
import { makeFriend } from '../../test/fixtures';
import { chatName, mergeMessages, newBelowIndex, sortByTouched, unreadAfterNewMessage, unreadTotalAfter, type LocalMessage } from './chat-rules';

const message = (id: string, user: string, sent = `2026-11-23T10:0${id.slice(-1)}:00.000Z`): MessageView => ({ id, message: `text ${id}`, user, sent, readBy: [] });
const chat = (overrides: Partial<ChatView> = {}): ChatView => ({
  _id: 'c-1',
  kind: 'group',
  name: '',
  users: ['me', 'zoe'],
  messages: [],
  last_read: {},
  touched: '2026-11-23T10:00:00.000Z',
  unread: 2,
  hasOlder: false,
  ...overrides,
});

describe('unreadAfterNewMessage', () => {
  it("adds one for another member's message in a chat not open", () => {
    expect(unreadAfterNewMessage(chat(), message('m-1', 'zoe'), 'me', null)).toBe(3);
    expect(unreadAfterNewMessage(chat(), message('m-1', 'zoe'), 'me', 'c-2')).toBe(3);
  });

  it("is 0 after the user's own message or in the open chat", () => {
    expect(unreadAfterNewMessage(chat(), message('m-1', 'me'), 'me', null)).toBe(0);
    expect(unreadAfterNewMessage(chat(), message('m-1', 'zoe'), 'me', 'c-1')).toBe(0);
  });

  it("moves the server's total by a held chat's change, never below 0", () => {
    expect(unreadTotalAfter(7, chat({ unread: 2 }), chat({ unread: 3 }))).toBe(8);
    expect(unreadTotalAfter(7, chat({ unread: 2 }), chat({ unread: 0 }))).toBe(5);
    expect(unreadTotalAfter(1, chat({ unread: 4 }), chat({ unread: 0 }))).toBe(0);
  });

  it('leaves the total as is for a chat not held yet: the server counted it already', () => {
    expect(unreadTotalAfter(7, undefined, chat({ unread: 3 }))).toBe(7);
  });
});

describe('newBelowIndex', () => {
  const messages = [message('m-1', 'zoe'), message('m-2', 'me'), message('m-3', 'zoe')];

  it('stands after the last read message when someone else wrote since', () => {
    expect(newBelowIndex(messages, 'm-1', 'me')).toBe(1);
    expect(newBelowIndex(messages, 'm-2', 'me')).toBe(2);
  });

  it('is absent when nothing newer came from others', () => {
    expect(newBelowIndex(messages, 'm-3', 'me')).toBeNull();
    expect(newBelowIndex([message('m-1', 'zoe'), message('m-2', 'me')], 'm-1', 'me')).toBeNull();
  });

  it("stands before the first message while the marker is 'initialized'", () => {
    expect(newBelowIndex(messages, 'initialized', 'me')).toBe(0);
    expect(newBelowIndex([], 'initialized', 'me')).toBeNull();
  });

  it('is absent without a marker or when the read message is not on the page', () => {
    expect(newBelowIndex(messages, undefined, 'me')).toBeNull();
    expect(newBelowIndex(messages, 'older', 'me')).toBeNull();
  });
});

describe('mergeMessages', () => {
  it('keeps one of each id, the incoming version, in the order sent', () => {
    const current: LocalMessage[] = [message('m-2', 'me'), { ...message('m-4', 'me'), state: 'pending' }];
    const incoming = [message('m-1', 'zoe'), { ...message('m-2', 'me'), message: 'stored' }, message('m-3', 'zoe')];
    const merged = mergeMessages(current, incoming);
    expect(merged.map((known) => known.id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4']);
    expect(merged[1]?.message).toBe('stored');
  });

  it('puts unsent messages last', () => {
    const pending: LocalMessage = { ...message('m-0', 'me'), state: 'pending' };
    expect(mergeMessages([pending], [message('m-1', 'zoe')]).map((known) => known.id)).toEqual(['m-1', 'm-0']);
  });

  it('replaces a pending message by the stored one with its id', () => {
    const pending: LocalMessage = { ...message('m-1', 'me'), state: 'pending' };
    const merged = mergeMessages([pending], [message('m-1', 'me')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.state).toBeUndefined();
  });
});

describe('sortByTouched', () => {
  it('puts the newest touched first', () => {
    const chats = [chat({ _id: 'a', touched: '2026-01-01T00:00:00.000Z' }), chat({ _id: 'b', touched: '2026-03-01T00:00:00.000Z' }), chat({ _id: 'c', touched: '2026-02-01T00:00:00.000Z' })];
    expect(sortByTouched(chats).map((known) => known._id)).toEqual(['b', 'c', 'a']);
  });
});

describe('chatName', () => {
  const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
  const me = makeFriend({ _id: 'me', first_name: 'Sam' });
  const ann = makeFriend({ _id: 'ann', first_name: 'Ann' });

  it("names an outing chat by its activity, a 1:1 by the other's full name, a group by first names", () => {
    expect(chatName(chat({ kind: 'outing', name: 'Climbing' }), [me, zoe], 'me')).toBe('Climbing');
    expect(chatName(chat({ kind: 'direct' }), [me, zoe], 'me')).toBe('Zoe Adams');
    expect(chatName(chat({ kind: 'group' }), [me, zoe, ann], 'me')).toBe('Zoe, Ann');
  });
});

