import { chatCreatedAlerts, clearedByClearAll, friendRemovedAlert, friendRequestAlert, friendRequestUpdateAlert, inviteFriendshipAlerts, needsAttention, settlement } from './alert-rules';

const sentAt = '2026-03-01T10:00:00.000Z';

describe('friendRequestAlert', () => {
  it('gives the one asked a pending friend-request alert from the asker, dated when it was sent', () => {
    expect(friendRequestAlert({ fromUserId: 'ada', toUserId: 'grace', sentAt }, [])).toEqual({
      userId: 'grace',
      type: 'friend-request',
      status: 'pending',
      createdAt: new Date(sentAt),
      fromUserId: 'ada',
    });
  });

  it('arrives settled when the answer to this request came first, and pending when the only answer was to an older one', () => {
    const later = (minutes: number, answer: 'accepted' | 'denied') => ({ answer, answeredAt: new Date(Date.parse(sentAt) + minutes * 60_000) });
    const sent = { fromUserId: 'ada', toUserId: 'grace', sentAt };
    expect(friendRequestAlert(sent, [later(5, 'denied'), later(1, 'accepted')]).status).toBe('accepted');
    expect(friendRequestAlert(sent, [later(-1, 'denied')]).status).toBe('pending');
  });
});

describe('inviteFriendshipAlerts', () => {
  it("tells the link's owner who joined and the newcomer who invited them, nothing to answer", () => {
    expect(inviteFriendshipAlerts({ fromUserId: 'ada', toUserId: 'grace', answer: 'accepted', answeredAt: sentAt, via: 'invite-link' })).toEqual([
      { userId: 'ada', type: 'invite-joined', status: 'none', createdAt: new Date(sentAt), byUserId: 'grace' },
      { userId: 'grace', type: 'invited-by', status: 'none', createdAt: new Date(sentAt), byUserId: 'ada' },
    ]);
  });
});

describe('friendRequestUpdateAlert', () => {
  it.each(['accepted', 'denied'] as const)('tells the asker the request was %s, by the one who answered', (answer) => {
    expect(friendRequestUpdateAlert({ fromUserId: 'ada', toUserId: 'grace', answer, answeredAt: sentAt })).toEqual({
      userId: 'ada',
      type: 'friend-request-update',
      status: answer,
      createdAt: new Date(sentAt),
      byUserId: 'grace',
    });
  });
});

describe('friendRemovedAlert', () => {
  it('tells the one dropped who ended the friendship', () => {
    expect(friendRemovedAlert({ byUserId: 'ada', otherUserId: 'grace', endedAt: sentAt })).toEqual({
      userId: 'grace',
      type: 'friend-removed',
      status: 'none',
      createdAt: new Date(sentAt),
      byUserId: 'ada',
    });
  });
});

describe('settlement', () => {
  const request = (status: 'pending' | 'accepted' | 'denied' | 'none') => ({ type: 'friend-request' as const, status });

  it('lets a pending request take any answer, and one looked at without answering still be answered', () => {
    for (const answer of ['accepted', 'denied', 'none'] as const) expect(settlement(request('pending'), answer)).toEqual({ kind: 'settle' });
    expect(settlement(request('none'), 'accepted')).toEqual({ kind: 'settle' });
  });

  it('changes nothing for the answer it already has (the gateway settles, then the answer event does)', () => {
    expect(settlement(request('accepted'), 'accepted')).toEqual({ kind: 'unchanged' });
    expect(settlement(request('none'), 'none')).toEqual({ kind: 'unchanged' });
  });

  it('keeps the answer of an answered request', () => {
    expect(settlement(request('accepted'), 'denied')).toEqual({ kind: 'refused', reason: 'already-answered' });
    expect(settlement(request('denied'), 'none')).toEqual({ kind: 'refused', reason: 'already-answered' });
  });

  it('takes the answer to an outing invite, once', () => {
    expect(settlement({ type: 'outing-invite', status: 'pending' }, 'accepted')).toEqual({ kind: 'settle' });
    expect(settlement({ type: 'outing-invite', status: 'denied' }, 'denied')).toEqual({ kind: 'unchanged' });
    expect(settlement({ type: 'outing-invite', status: 'accepted' }, 'denied')).toEqual({ kind: 'refused', reason: 'already-answered' });
  });

  it('refuses an answer to an alert that asks for none', () => {
    expect(settlement({ type: 'friend-request-update', status: 'accepted' }, 'accepted')).toEqual({ kind: 'refused', reason: 'not-answerable' });
    expect(settlement({ type: 'friend-removed', status: 'none' }, 'none')).toEqual({ kind: 'refused', reason: 'not-answerable' });
    expect(settlement({ type: 'outing-invite-update', status: 'accepted' }, 'accepted')).toEqual({ kind: 'refused', reason: 'not-answerable' });
  });
});

describe('chatCreatedAlerts', () => {
  it('tells every member but the creator who started the chat', () => {
    const created = { chatId: 'c1', kind: 'group' as const, createdBy: 'ada', memberIds: ['ada', 'grace', 'alan', 'grace'], createdAt: '2026-03-01T10:00:00.000Z' };
    expect(chatCreatedAlerts(created)).toEqual([
      { userId: 'grace', type: 'chat-created', status: 'none', createdAt: new Date('2026-03-01T10:00:00.000Z'), byUserId: 'ada', chatId: 'c1' },
      { userId: 'alan', type: 'chat-created', status: 'none', createdAt: new Date('2026-03-01T10:00:00.000Z'), byUserId: 'ada', chatId: 'c1' },
    ]);
  });
});

describe('the Alerts badge', () => {
  it('counts a request or an invite while it waits for its answer, any other alert until cleared', () => {
    expect(needsAttention({ type: 'friend-request', status: 'pending' })).toBe(true);
    expect(needsAttention({ type: 'friend-request', status: 'accepted' })).toBe(false);
    expect(needsAttention({ type: 'friend-request', status: 'none' })).toBe(false);
    expect(needsAttention({ type: 'outing-invite', status: 'pending' })).toBe(true);
    expect(needsAttention({ type: 'outing-invite', status: 'accepted' })).toBe(false);
    expect(needsAttention({ type: 'outing-invite', status: 'denied' })).toBe(false);
    expect(needsAttention({ type: 'chat-created', status: 'none' })).toBe(true);
    expect(needsAttention({ type: 'outing-invite-update', status: 'accepted' })).toBe(true);
  });
});

describe("'Clear all'", () => {
  it('clears every alert but a request or invite still open to its answer', () => {
    expect(clearedByClearAll({ type: 'friend-request', status: 'pending' })).toBe(false);
    expect(clearedByClearAll({ type: 'friend-request', status: 'none' })).toBe(false);
    expect(clearedByClearAll({ type: 'outing-invite', status: 'pending' })).toBe(false);
    expect(clearedByClearAll({ type: 'friend-request', status: 'accepted' })).toBe(true);
    expect(clearedByClearAll({ type: 'outing-invite', status: 'denied' })).toBe(true);
    expect(clearedByClearAll({ type: 'chat-created', status: 'none' })).toBe(true);
    expect(clearedByClearAll({ type: 'friend-removed', status: 'none' })).toBe(true);
  });
});
