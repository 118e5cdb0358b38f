import { chatMessage as message, chatOfTwo as chat } from '../../test/fixtures';
import { sortByTouched, unreadAfterNewMessage, unreadTotalAfter } from './chat-rules';


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

describe('sortByTouched', () => {
  it('puts the newest touched first', () => {
    const chats = [chat({ _id: 'a', touched: '2026-01-01T00:00:00.000Z' }), chat({ _id: 'b', touched: '2026-03-01T00:00:00.000Z' }), chat({ _id: 'c', touched: '2026-02-01T00:00:00.000Z' })];
    expect(sortByTouched(chats).map((known) => known._id)).toEqual(['b', 'c', 'a']);
  });
});
