import {
  completionMarkedAlerts,
  inviteAnswerOf,
  inviteDeniedByClearing,
  knownInviteAnswers,
  membershipChangeAlerts,
  outingCompleteAlerts,
  outingInviteAlerts,
} from './outing-alert-rules';

const at = '2026-03-01T10:00:00.000Z';
const when = new Date(at);
const outing = {
  outingId: 'o1',
  chatId: 'c1',
  creatorId: 'ada',
  activity: { _id: 'a1', name: 'Climbing', category: 'Adventure' },
  memberIds: ['ada', 'grace'],
  invitedIds: ['alan'],
  flakedIds: [],
};
const changed = (kind: 'joined' | 'left' | 'invite-denied', userId: string, memberIds: string[]) => ({
  ...outing,
  memberIds,
  change: { kind, userId },
  changedAt: at,
});

describe('outingInviteAlerts', () => {
  it('gives each invitee a pending outing-invite from the creator, naming the outing', () => {
    expect(outingInviteAlerts({ ...outing, invitedIds: ['grace', 'alan', 'grace'], name: 'Climbing', createdAt: at }, [])).toEqual([
      { userId: 'grace', type: 'outing-invite', status: 'pending', createdAt: when, fromUserId: 'ada', outingId: 'o1' },
      { userId: 'alan', type: 'outing-invite', status: 'pending', createdAt: when, fromUserId: 'ada', outingId: 'o1' },
    ]);
  });

  it('files an invite answered when the answer came first', () => {
    const alerts = outingInviteAlerts({ ...outing, invitedIds: ['grace', 'alan'], name: 'Climbing', createdAt: at }, [
      { userId: 'alan', answer: 'denied' },
    ]);
    expect(alerts.map(({ userId, status }) => [userId, status])).toEqual([['grace', 'pending'], ['alan', 'denied']]);
  });
});

describe('knownInviteAnswers', () => {
  it('reads a join as accepted and an invite update as its answer, ignoring the rest', () => {
    expect(knownInviteAnswers([
      { type: 'outing-join', status: 'none', byUserId: 'alan' },
      { type: 'outing-invite-update', status: 'denied', byUserId: 'grace' },
      { type: 'outing-leave', status: 'none', byUserId: 'joan' },
      { type: 'outing-join', status: 'none', byUserId: null },
    ])).toEqual([
      { userId: 'alan', answer: 'accepted' },
      { userId: 'grace', answer: 'denied' },
    ]);
  });
});

describe('inviteAnswerOf', () => {
  it('accepts the invite on a join, denies it on a refusal, answers nothing on a leave', () => {
    expect(inviteAnswerOf(changed('joined', 'alan', ['ada', 'grace', 'alan']))).toEqual({ userId: 'alan', answer: 'accepted' });
    expect(inviteAnswerOf(changed('invite-denied', 'alan', ['ada', 'grace']))).toEqual({ userId: 'alan', answer: 'denied' });
    expect(inviteAnswerOf(changed('left', 'grace', ['ada']))).toBeNull();
  });
});

describe('membershipChangeAlerts', () => {
  const base = { status: 'none', createdAt: when, outingId: 'o1' };

  it('on a join tells the creator the invite was accepted and the other members who joined', () => {
    expect(membershipChangeAlerts(changed('joined', 'alan', ['ada', 'grace', 'alan']))).toEqual([
      { ...base, userId: 'ada', type: 'outing-invite-update', status: 'accepted', byUserId: 'alan' },
      { ...base, userId: 'grace', type: 'outing-join', byUserId: 'alan' },
    ]);
  });

  it('tells a creator who left nothing, the members still hear of the join', () => {
    expect(membershipChangeAlerts(changed('joined', 'alan', ['grace', 'alan']))).toEqual([
      { ...base, userId: 'grace', type: 'outing-join', byUserId: 'alan' },
    ]);
  });

  it('on a refusal tells the creator alone', () => {
    expect(membershipChangeAlerts(changed('invite-denied', 'alan', ['ada', 'grace']))).toEqual([
      { ...base, userId: 'ada', type: 'outing-invite-update', status: 'denied', byUserId: 'alan' },
    ]);
    expect(membershipChangeAlerts(changed('invite-denied', 'alan', ['grace']))).toEqual([]);
  });

  it('on a leave tells the remaining members, the creator among them, and never the one who left', () => {
    expect(membershipChangeAlerts(changed('left', 'grace', ['ada', 'alan']))).toEqual([
      { ...base, userId: 'ada', type: 'outing-leave', byUserId: 'grace' },
      { ...base, userId: 'alan', type: 'outing-leave', byUserId: 'grace' },
    ]);
    expect(membershipChangeAlerts(changed('left', 'ada', ['grace']))).toEqual([
      { ...base, userId: 'grace', type: 'outing-leave', byUserId: 'ada' },
    ]);
  });
});

describe('completionMarkedAlerts', () => {
  it('tells the other members who marked it complete', () => {
    expect(completionMarkedAlerts({ ...outing, memberIds: ['ada', 'grace', 'alan'], userId: 'grace', completionIds: ['grace'], markedAt: at })).toEqual([
      { userId: 'ada', type: 'outing-marked-complete', status: 'none', createdAt: when, byUserId: 'grace', outingId: 'o1' },
      { userId: 'alan', type: 'outing-marked-complete', status: 'none', createdAt: when, byUserId: 'grace', outingId: 'o1' },
    ]);
  });
});

describe('outingCompleteAlerts', () => {
  it('tells every member the outing is complete', () => {
    const completed = { ...outing, name: 'Climbing', photos: [], lastUserId: 'grace', ratings: [], completedAt: at };
    expect(outingCompleteAlerts(completed)).toEqual([
      { userId: 'ada', type: 'outing-complete', status: 'none', createdAt: when, outingId: 'o1' },
      { userId: 'grace', type: 'outing-complete', status: 'none', createdAt: when, outingId: 'o1' },
    ]);
  });
});

describe('inviteDeniedByClearing', () => {
  const invite = { type: 'outing-invite' as const, status: 'pending' as const, outingId: 'o1', clearedAt: null };

  it('turns down the outing of an invite still open to an answer, looked at or not', () => {
    expect(inviteDeniedByClearing(invite)).toEqual({ outingId: 'o1' });
    expect(inviteDeniedByClearing({ ...invite, status: 'none' })).toEqual({ outingId: 'o1' });
  });

  it('denies nothing for an invite answered already, one cleared before, or another kind of alert', () => {
    expect(inviteDeniedByClearing({ ...invite, status: 'accepted' })).toBeNull();
    expect(inviteDeniedByClearing({ ...invite, status: 'denied' })).toBeNull();
    expect(inviteDeniedByClearing({ ...invite, clearedAt: when })).toBeNull();
    expect(inviteDeniedByClearing({ ...invite, type: 'outing-join' })).toBeNull();
    expect(inviteDeniedByClearing({ ...invite, type: 'friend-request', outingId: null })).toBeNull();
  });
});
