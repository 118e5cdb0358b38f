import { outing, T0 } from '../../test/support/outing-builder';
import { completionsOf, membershipDeleted, membershipFlaked, membershipStarted } from './records';

describe('outing records', () => {
  it('counts a membership, a flake and a deletion', () => {
    expect(membershipStarted('ada')).toEqual({ userId: 'ada', outings: 1, flaked: 0, completed: 0 });
    expect(membershipFlaked('ada')).toEqual({ userId: 'ada', outings: 0, flaked: 1, completed: 0 });
    expect(membershipDeleted('ada')).toEqual({ userId: 'ada', outings: -1, flaked: 0, completed: 0 });
  });

  it('counts a completion for each non-flaked member only', () => {
    const done = outing({ members: ['ada', 'bob'], invited: ['cy'], flaked: ['dan'], completedAt: T0 });
    expect(completionsOf(done).map((change) => [change.userId, change.completed])).toEqual([['ada', 1], ['bob', 1]]);
  });
});
