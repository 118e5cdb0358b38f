import { invitedIdsOf } from './outing-draft';

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
