import { alertsToClear, allAlertsArrived, needsAttention } from './quiet-alerts';

const alert = (id: string, type: 'friend-request' | 'friend-request-update' | 'outing-invite' | 'outing-join' | 'chat-created', status: 'pending' | 'accepted' | 'none', day: number) =>
  ({ _id: id, type, status, created: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z` }) as const;

describe('alertsToClear', () => {
  it('leaves at most five needing attention: the ones asking for an answer, then the newest', () => {
    const alerts = [
      alert('old-invite', 'outing-invite', 'pending', 1),
      alert('request', 'friend-request', 'pending', 2),
      ...Array.from({ length: 10 }, (_, n) => alert(`join-${n}`, 'outing-join', 'none', 10 + n)),
    ];
    const cleared = new Set(alertsToClear(alerts));
    const left = alerts.filter((each) => !cleared.has(each._id));
    expect(left.map((each) => each._id)).toEqual(['old-invite', 'request', 'join-7', 'join-8', 'join-9']);
  });

  it('keeps the answers to the user\u2019s own requests before newer alerts of other kinds', () => {
    const alerts = [
      alert('accepted-a', 'friend-request-update', 'accepted', 1),
      alert('accepted-b', 'friend-request-update', 'accepted', 2),
      ...Array.from({ length: 5 }, (_, n) => alert(`chat-${n}`, 'chat-created', 'none', 10 + n)),
    ];
    expect(alertsToClear(alerts)).toEqual(['chat-1', 'chat-0']);
  });

  it('never clears an answered friend request, which needs no attention', () => {
    const answered = alert('answered', 'friend-request', 'accepted', 1);
    expect(needsAttention(answered)).toBe(false);
    expect(alertsToClear([answered, ...Array.from({ length: 6 }, (_, n) => alert(`chat-${n}`, 'chat-created', 'none', 10 + n))])).toEqual(['chat-0']);
  });

  it('clears nothing when few need attention', () => {
    expect(alertsToClear([alert('a', 'outing-join', 'none', 1), alert('b', 'chat-created', 'none', 2)])).toEqual([]);
  });
});

describe('allAlertsArrived', () => {
  const expected = new Map([['friend-request/pending', 1], ['chat-created/none', 2], ['outing-invite/accepted', 1]]);

  it('waits until every expected alert is there, in its final status', () => {
    const request = alert('r', 'friend-request', 'pending', 1);
    const chats = [alert('c1', 'chat-created', 'none', 2), alert('c2', 'chat-created', 'none', 3)];
    expect(allAlertsArrived([request, ...chats.slice(0, 1), alert('i', 'outing-invite', 'accepted', 4)], expected)).toBe(false);
    // The invite is there, but its answer (the join) has not settled it yet.
    expect(allAlertsArrived([request, ...chats, alert('i', 'outing-invite', 'pending', 4)], expected)).toBe(false);
    expect(allAlertsArrived([request, ...chats, alert('i', 'outing-invite', 'accepted', 4)], expected)).toBe(true);
  });
});
