import { makeOuting, makeProfile } from '../../test/outing-list-fixtures';
import { matchesOutingSearch, membersOf } from './outing-search';

const outing = makeOuting({ name: 'Sunset Kayak', activity: { _id: 'a-1', name: 'Kayaking', category: 'Water' } });
const members = [makeProfile({ first_name: 'Ann', last_name: 'Lee' })];

describe('matchesOutingSearch', () => {
  it.each(['sunset', 'KAYAKING', 'ann', 'lee', '  Lee  ', ''])("matches '%s'", (query) => {
    expect(matchesOutingSearch(outing, members, query)).toBe(true);
  });

  it('misses what none of the names hold', () => {
    expect(matchesOutingSearch(outing, members, 'bowling')).toBe(false);
  });
});

describe('membersOf', () => {
  it("maps the outing's member ids to profiles in order, leaving out unknown ids", () => {
    const bea = makeProfile({ _id: 'u-2', first_name: 'Bea' });
    const cal = makeProfile({ _id: 'u-3', first_name: 'Cal' });
    const users = new Map([bea, cal].map((person) => [person._id, person]));
    expect(membersOf(makeOuting({ users: ['u-3', 'gone', 'u-2'] }), users)).toEqual([cal, bea]);
  });
});
