import { CHAT_LIMITS, CHAT_MESSAGES } from '@outings/contracts';
import {
  accessChanges,
  accessOf,
  checkMessageText,
  isHidden,
  isListedFor,
  leftMembers,
  mayHide,
  memberSetKey,
  messageRecipients,
  lastReadView,
  movedMarker,
  outingMembers,
  planChat,
  planLeave,
  readBy,
  toChatView,
  unreadCount,
  type Member,
  type StoredMessage,
} from './chat-rules';

const member = (userId: string, lastReadSeq: number | null, flaked = false, left = false): Member => ({ userId, lastReadSeq, flaked, left });
const leaver = (userId: string, lastReadSeq: number | null = null): Member => member(userId, lastReadSeq, false, true);
const message = (seq: number, userId: string): StoredMessage => ({ seq, id: `m${seq}`, userId, text: `text ${seq}`, kind: 'text', sentAt: new Date(Date.UTC(2026, 0, 1, 0, seq)) });

describe('unread messages', () => {
  const messages = [message(1, 'ada'), message(2, 'grace'), message(3, 'ada'), message(4, 'grace')];

  it('counts every message of the others while the marker is initialized', () => {
    expect(unreadCount(member('ada', null), messages)).toBe(2);
  });

  it('counts the others\u2019 messages newer than the marker', () => {
    expect(unreadCount(member('ada', 2), messages)).toBe(1);
    expect(unreadCount(member('ada', 4), messages)).toBe(0);
  });

  it('never counts one\u2019s own messages', () => {
    expect(unreadCount(member('grace', 1), messages)).toBe(1);
  });
});

describe('markers', () => {
  it('move forward only', () => {
    expect(movedMarker(null, 3)).toBe(3);
    expect(movedMarker(5, 3)).toBe(5);
    expect(movedMarker(2, 3)).toBe(3);
  });

  it('give readBy: the active members at or after the message', () => {
    const members = [member('ada', 3), member('grace', 1), member('alan', null), member('flaker', 9, true)];
    expect(readBy(1, members)).toEqual(['ada', 'grace']);
    expect(readBy(3, members)).toEqual(['ada']);
    expect(readBy(4, members)).toEqual([]);
  });

  it('show as the id at each marker, or initialized', () => {
    const view = lastReadView([member('ada', 2), member('grace', null), member('gone', 2, true)], new Map([[2, 'm2']]));
    expect(view).toEqual({ ada: 'm2', grace: 'initialized' });
  });
});

describe('access', () => {
  it('is for members who did not flake', () => {
    expect(accessOf(member('ada', null))).toBe('member');
    expect(accessOf(member('ada', null, true))).toBe('flaked');
    expect(accessOf(undefined)).toBe('not-member');
  });

  it('is not for one who left the chat', () => {
    expect(accessOf(leaver('ada'))).toBe('left');
  });

  it('hides a chat from a member who flaked or left', () => {
    expect(isListedFor({ ...member('ada', null, true), hiddenAtSeq: null }, 3)).toBe(false);
    expect(isListedFor({ ...leaver('ada'), hiddenAtSeq: null }, 3)).toBe(false);
    expect(isListedFor({ ...member('ada', null), hiddenAtSeq: null }, 3)).toBe(true);
  });

  it('makes a message for the active members but its sender, in their order', () => {
    const members = [member('grace', 3), member('ada', null), member('alan', 1, true), member('lin', null), leaver('linus')];
    expect(messageRecipients('ada', members)).toEqual(['grace', 'lin']);
    expect(messageRecipients('ada', [member('ada', null)])).toEqual([]);
  });
});

describe('hiding a 1:1', () => {
  it('is for 1:1 chats only: a group is left, an outing chat goes with the outing', () => {
    expect(mayHide('direct')).toBe(true);
    expect(mayHide('group')).toBe(false);
    expect(mayHide('outing')).toBe(false);
  });

  it('hides the chat until a message comes after the one it was hidden at', () => {
    expect(isHidden(null, 4)).toBe(false);
    expect(isHidden(4, 4)).toBe(true);
    expect(isHidden(0, 0)).toBe(true);
    expect(isHidden(4, 5)).toBe(false);
  });

  it('takes the chat off the list while hidden, and brings it back with the next message', () => {
    expect(isListedFor({ ...member('ada', 2), hiddenAtSeq: 4 }, 4)).toBe(false);
    expect(isListedFor({ ...member('ada', 2), hiddenAtSeq: 4 }, 5)).toBe(true);
  });
});

describe('leaving a group chat', () => {
  const group = [member('ada', 3), member('grace', 1), member('alan', null)];

  it('keeps the chat for the others', () => {
    expect(planLeave('group', 'grace', group)).toEqual({ kind: 'leave', remaining: ['ada', 'alan'] });
  });

  it('counts only those still in: the last one to leave takes the chat with them', () => {
    expect(planLeave('group', 'ada', [member('ada', 3), leaver('grace'), leaver('alan')])).toEqual({ kind: 'delete' });
    expect(planLeave('group', 'ada', [member('ada', 3), leaver('grace'), member('alan', 1)])).toEqual({ kind: 'leave', remaining: ['alan'] });
  });

  it('is for group chats only: a 1:1 is hidden, an outing chat is left with the outing', () => {
    expect(planLeave('direct', 'ada', group.slice(0, 2))).toEqual({ kind: 'refused' });
    expect(planLeave('outing', 'ada', group)).toEqual({ kind: 'refused' });
  });

  it('keeps who left apart: out of the members, read markers and pushes, named by their notices', () => {
    const members = [member('ada', 3), leaver('grace', 3), member('alan', null)];
    expect(leftMembers(members)).toEqual(['grace']);
    expect(readBy(3, members)).toEqual(['ada']);
    expect(lastReadView(members, new Map([[3, 'm3']]))).toEqual({ ada: 'm3', alan: 'initialized' });
    expect(messageRecipients('ada', members)).toEqual(['alan']);
  });
});

describe('planning a new chat', () => {
  const friends = new Set(['grace', 'alan', 'edsger']);

  it('makes a 1:1 with one friend, the caller first', () => {
    expect(planChat('ada', ['grace'], friends)).toEqual({ kind: 'direct', memberIds: ['ada', 'grace'] });
  });

  it('makes a group with more, de-duplicated, ignoring the caller', () => {
    expect(planChat('ada', ['grace', 'ada', 'alan', 'grace'], friends)).toEqual({ kind: 'group', memberIds: ['ada', 'grace', 'alan'] });
  });

  it('refuses anyone who is not a friend', () => {
    expect(planChat('ada', ['grace', 'stranger'], friends)).toEqual({ kind: 'refused', reason: 'not-friends' });
  });

  it('refuses a chat with nobody but oneself', () => {
    expect(planChat('ada', ['ada'], friends)).toEqual({ kind: 'refused', reason: 'no-members' });
  });

  it('refuses more than the limit', () => {
    const many = Array.from({ length: CHAT_LIMITS.withUsersMax + 1 }, (_, index) => `friend-${index}`);
    expect(planChat('ada', many, new Set(many))).toEqual({ kind: 'refused', reason: 'too-many' });
  });

  it('names a 1:1 the same whoever starts it', () => {
    expect(memberSetKey(['ada', 'grace'])).toBe(memberSetKey(['grace', 'ada']));
    expect(memberSetKey(['ada', 'grace'])).not.toBe(memberSetKey(['ada', 'alan']));
  });

  it('names a group by its member set: any order, a member named twice once', () => {
    expect(memberSetKey(['ada', 'grace', 'alan'])).toBe(memberSetKey(['alan', 'ada', 'grace', 'alan']));
  });

  it('names a group with one member more or less another chat', () => {
    expect(memberSetKey(['ada', 'grace', 'alan'])).not.toBe(memberSetKey(['ada', 'grace']));
    expect(memberSetKey(['ada', 'grace', 'alan'])).not.toBe(memberSetKey(['ada', 'grace', 'alan', 'linus']));
  });
});

describe('message text', () => {
  it('is trimmed', () => {
    expect(checkMessageText('  hello  ')).toEqual({ ok: true, text: 'hello' });
  });

  it('may not be empty', () => {
    expect(checkMessageText('   ')).toEqual({ ok: false, message: CHAT_MESSAGES.emptyMessage });
  });

  it('is at most messageMax characters', () => {
    expect(checkMessageText('x'.repeat(CHAT_LIMITS.messageMax)).ok).toBe(true);
    expect(checkMessageText('x'.repeat(CHAT_LIMITS.messageMax + 1))).toEqual({ ok: false, message: CHAT_MESSAGES.messageLength });
  });
});

describe('outing members', () => {
  it('are those in, then those who flaked, flagged', () => {
    expect(outingMembers(['ada', 'grace'], ['alan', 'grace'])).toEqual([
      { userId: 'ada', flaked: false, left: false },
      { userId: 'grace', flaked: false, left: false },
      { userId: 'alan', flaked: true, left: false },
    ]);
  });

  it('tell who gained and who lost the chat: joiners and those back gain, those who flaked or went lose', () => {
    const before = [member('ada', 3), member('grace', 1), member('alan', null, true), member('ben', null)];
    const after = outingMembers(['ada', 'alan', 'cleo'], ['grace']);
    expect(accessChanges(before, after)).toEqual({ gained: ['alan', 'cleo'], lost: ['grace', 'ben'] });
    expect(accessChanges(before, before)).toEqual({ gained: [], lost: [] });
    expect(accessChanges(before, [])).toEqual({ gained: [], lost: ['ada', 'grace', 'ben'] });
  });
});

describe('the chat view', () => {
  it('leaves out who flaked and shows the outing', () => {
    const view = toChatView({
      chat: { id: 'c1', kind: 'outing', name: 'Climbing', outingId: 'o1', outingActivity: { _id: 'a1', name: 'Climbing', category: 'sport' }, touchedAt: new Date(Date.UTC(2026, 0, 2)) },
      members: [member('ada', 1), member('grace', null), member('alan', 1, true)],
      messages: [message(1, 'ada')],
      idAtSeq: new Map([[1, 'm1']]),
      unread: 0,
      hasOlder: false,
    });
    expect(view).toEqual({
      _id: 'c1',
      kind: 'outing',
      name: 'Climbing',
      users: ['ada', 'grace'],
      outing: { _id: 'o1', activity: { _id: 'a1', name: 'Climbing', category: 'sport' }, users: ['ada', 'grace'] },
      messages: [{ id: 'm1', message: 'text 1', user: 'ada', sent: '2026-01-01T00:01:00.000Z', readBy: ['ada'] }],
      last_read: { ada: 'm1', grace: 'initialized' },
      touched: '2026-01-02T00:00:00.000Z',
      unread: 0,
      hasOlder: false,
    });
  });

  it('names who left a group apart from its members, and shows their notice as one', () => {
    const view = toChatView({
      chat: { id: 'c2', kind: 'group', name: '', outingId: null, outingActivity: null, touchedAt: new Date(Date.UTC(2026, 0, 2)) },
      members: [member('ada', 2), leaver('grace', 1), member('alan', null)],
      messages: [message(1, 'grace'), { ...message(2, 'grace'), text: '', kind: 'left' }],
      idAtSeq: new Map([[2, 'm2']]),
      unread: 1,
      hasOlder: false,
    });
    expect(view.users).toEqual(['ada', 'alan']);
    expect(view.leftUsers).toEqual(['grace']);
    expect(view.messages).toEqual([
      { id: 'm1', message: 'text 1', user: 'grace', sent: '2026-01-01T00:01:00.000Z', readBy: ['ada'] },
      { id: 'm2', message: '', user: 'grace', sent: '2026-01-01T00:02:00.000Z', readBy: ['ada'], kind: 'left' },
    ]);
  });
});
