import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { addableFriends, canRemoveMembers, draftUsers, hasDailyMatch, isAddableFriend, isInDraft, showsCreateOuting } from './member-rules';

const me = makeUser({ _id: 'me' });
const status = (value: string) => ({ status: value, updated: '2024-01-01T00:00:00.000Z' });
const ready = makeFriend({ _id: 'ready', first_name: 'Rae', status: status('Ready') });
const searching = makeFriend({ _id: 'searching', first_name: 'Sid', status: status('Searching') });
const busy = makeFriend({ _id: 'busy', first_name: 'Bo', status: status('Busy') });
const other = makeFriend({ _id: 'other', first_name: 'Oz', status: status('On holiday') });

describe('draftUsers', () => {
  it('puts the current user first and every other user once', () => {
    expect(draftUsers(me, [ready, searching, ready]).map((user) => user._id)).toEqual(['me', 'ready', 'searching']);
  });

  it('never lists the current user twice', () => {
    expect(draftUsers(me, [makeFriend({ _id: 'me' }), ready]).map((user) => user._id)).toEqual(['me', 'ready']);
  });
});

describe('addable friends (spec §5)', () => {
  it('takes Ready or Searching friends only; any other status counts as busy', () => {
    expect(addableFriends([ready, searching, busy, other], [me], 'me').map((friend) => friend._id)).toEqual(['ready', 'searching']);
  });

  it('leaves out friends already in the outing and the current user', () => {
    expect(isAddableFriend(ready, [me, ready], 'me')).toBe(false);
    expect(isAddableFriend(makeFriend({ _id: 'me' }), [], 'me')).toBe(false);
    expect(isAddableFriend(searching, [me, ready], 'me')).toBe(true);
  });
});

describe('isInDraft', () => {
  it('finds a user by id', () => {
    expect(isInDraft('ready', [me, ready])).toBe(true);
    expect(isInDraft('busy', [me, ready])).toBe(false);
  });
});

describe('canRemoveMembers (spec §2)', () => {
  it('needs someone besides the user', () => {
    expect(canRemoveMembers([me])).toBe(false);
    expect(canRemoveMembers([me, ready])).toBe(true);
  });
});

describe('showsCreateOuting (spec §2, §5)', () => {
  const activity = { _id: 'hike' };
  it('needs at least two users and an activity', () => {
    expect(showsCreateOuting([me], activity)).toBe(false);
    expect(showsCreateOuting([me, ready], null)).toBe(false);
    expect(showsCreateOuting([me, ready], activity)).toBe(true);
    expect(showsCreateOuting([me, ready, searching], activity)).toBe(true);
  });
});

describe('hasDailyMatch (spec §5)', () => {
  it('is true once a user of the draft is one of the matches', () => {
    const matches = [{ _id: 'stranger' }, { _id: 'searching' }];
    expect(hasDailyMatch([me, ready], matches)).toBe(false);
    expect(hasDailyMatch([me, ready, searching], matches)).toBe(true);
    expect(hasDailyMatch([me, ready], [])).toBe(false);
  });
});
