import { chatMessage as message, chatOfTwo as chat, makeFriend } from '../../../kit/test/fixtures';
import { chatName, mergeMessages, newBelowIndex, type LocalMessage } from './chat-rules';


describe('newBelowIndex', () => {
  const messages = [message('m-1', 'zoe'), message('m-2', 'me'), message('m-3', 'zoe')];

  it('stands after the last read message when someone else wrote since', () => {
    expect(newBelowIndex([message('m-1', 'zoe'), message('m-2', 'zoe')], 'm-1', 'me')).toBe(1);
    expect(newBelowIndex(messages, 'm-2', 'me')).toBe(2);
  });

  it('is absent when nothing newer came from others', () => {
    expect(newBelowIndex(messages, 'm-3', 'me')).toBeNull();
    expect(newBelowIndex([message('m-1', 'zoe'), message('m-2', 'me')], 'm-1', 'me')).toBeNull();
  });

  it("stands before the first message while the marker is 'initialized'", () => {
    expect(newBelowIndex([message('m-1', 'zoe'), message('m-2', 'zoe')], 'initialized', 'me')).toBe(0);
    expect(newBelowIndex([], 'initialized', 'me')).toBeNull();
  });

  it("never stands above one's own messages: what one wrote is read", () => {
    expect(newBelowIndex([message('m-1', 'me'), message('m-2', 'zoe')], 'initialized', 'me')).toBe(1);
    expect(newBelowIndex(messages, 'initialized', 'me')).toBe(2);
    expect(newBelowIndex(messages, 'm-1', 'me')).toBe(2);
    expect(newBelowIndex([message('m-1', 'zoe'), message('m-2', 'me')], 'initialized', 'me')).toBeNull();
    expect(newBelowIndex([message('m-1', 'me')], 'initialized', 'me')).toBeNull();
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

