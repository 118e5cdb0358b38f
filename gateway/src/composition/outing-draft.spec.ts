import type { PublicProfileView } from '@outings/contracts';
import { publicViewOf } from '../../test/support/fake-services';
import { availableFriendIdsOf, invitedIdsOf } from './outing-draft';

const withStatus = (id: string, status: string): PublicProfileView => ({ ...publicViewOf(id), status: { status, updated: '2026-03-01T00:00:00.000Z' } });

describe('invitedIdsOf', () => {
  it("keeps the draft's users but the creator, each once, in the draft's order, ids or cards alike", () => {
    expect(invitedIdsOf(['grace', { _id: 'ada' }, { _id: 'alan', first_name: 'Alan' }, 'grace', 'ada'], 'ada')).toEqual(['grace', 'alan']);
  });

  it('refuses a draft with nobody but the creator with a 400 that says so', () => {
    for (const users of [[], ['ada'], [{ _id: 'ada' }, 'ada']]) {
      expect(() => invitedIdsOf(users, 'ada')).toThrow(expect.objectContaining({ status: 400, body: { header: 'No One Invited', message: 'Add at least one other person to the outing.' } }));
    }
  });
});

describe('availableFriendIdsOf', () => {
  const views = new Map([
    ['grace', withStatus('grace', 'Ready')],
    ['alan', withStatus('alan', 'Searching')],
    ['kim', withStatus('kim', 'Busy')],
    ['hedy', withStatus('hedy', 'Ready')],
    ['odd', withStatus('odd', 'Sleeping')],
  ]);

  it('keeps the invitees who are friends and Ready or Searching, in the invitees order', () => {
    expect(availableFriendIdsOf(['alan', 'kim', 'hedy', 'grace', 'odd', 'pending'], ['grace', 'alan', 'kim', 'odd', 'pending'], views)).toEqual(['alan', 'grace']);
  });

  it('leaves out a friend whose profile is not readable yet', () => {
    expect(availableFriendIdsOf(['pending'], ['pending'], views)).toEqual([]);
  });
});
