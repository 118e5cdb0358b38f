// The plain walk the daily-matches SQL is held to (daily-matches.spec.ts compares them):
// here, that the walk itself states the rule.
import { MATCHES_PER_DAY, type MatchPerson } from '../../src/domain/daily-matches';
import { placeOf } from '../../src/domain/place';
import { pickDailyMatches, ringKey } from '../support/daily-matches-walk';

const person = (userId: string, location = 'London, GB'): MatchPerson => ({ userId, ...placeOf(location) });
const crowd = (count: number, location: string, prefix = location.slice(0, 3)) =>
  Array.from({ length: count }, (_, index) => person(`${prefix}-${index}`, location));

const DAY = '2026-11-23';
const NEXT_DAY = '2026-11-24';

describe('the daily-matches walk', () => {
  const ada = person('ada');
  const everyone = [ada, ...crowd(20, 'London, GB'), ...crowd(20, 'Paris, FR'), ...crowd(20, 'Tokyo, JP')];

  it(`picks ${MATCHES_PER_DAY} others, never the user, each once`, () => {
    const matches = pickDailyMatches(ada, everyone, new Set(), DAY);
    expect(matches).toHaveLength(MATCHES_PER_DAY);
    expect(matches).not.toContain('ada');
    expect(new Set(matches).size).toBe(matches.length);
  });

  it('never picks a friend', () => {
    const first = pickDailyMatches(ada, everyone, new Set(), DAY);
    const friends = new Set(first.slice(0, 3));
    const matches = pickDailyMatches(ada, everyone, friends, DAY);
    expect(matches).toHaveLength(MATCHES_PER_DAY);
    for (const friend of friends) expect(matches).not.toContain(friend);
  });

  it('is the same all day, whatever order the users come in', () => {
    const once = pickDailyMatches(ada, everyone, new Set(), DAY);
    expect(pickDailyMatches(ada, [...everyone].reverse(), new Set(), DAY)).toEqual(once);
  });

  it('changes from one day to the next', () => {
    expect(pickDailyMatches(ada, everyone, new Set(), NEXT_DAY)).not.toEqual(pickDailyMatches(ada, everyone, new Set(), DAY));
  });

  it('takes people of the same city first', () => {
    for (const day of [DAY, NEXT_DAY]) {
      expect(pickDailyMatches(ada, everyone, new Set(), day).every((id) => id.startsWith('Lon-'))).toBe(true);
    }
  });

  it('then people of the same time zone, then anyone', () => {
    // Two Londoners besides Ada, two more in Europe/London (Manchester), the rest in Tokyo.
    const people = [ada, ...crowd(2, 'London, GB'), ...crowd(2, 'Manchester, GB'), ...crowd(10, 'Tokyo, JP')];
    expect(placeOf('Manchester, GB').timeZone).toBe(placeOf('London, GB').timeZone);
    const matches = pickDailyMatches(ada, people, new Set(), DAY);
    expect(matches.map((id) => id.slice(0, 4))).toEqual(['Lon-', 'Lon-', 'Man-', 'Man-', 'Tok-']);
  });

  it('picks fewer when fewer are left, and none alone', () => {
    expect(pickDailyMatches(ada, [ada, person('grace'), person('alan', 'Tokyo, JP')], new Set(['grace']), DAY)).toEqual(['alan']);
    expect(pickDailyMatches(ada, [ada], new Set(), DAY)).toEqual([]);
  });

  it('matches a user of an unknown place with anyone', () => {
    const nowhere = person('nowhere', 'Atlantis, XX');
    expect(nowhere.timeZone).toBe('');
    expect(pickDailyMatches(nowhere, everyone, new Set(), DAY)).toHaveLength(MATCHES_PER_DAY);
  });

  it('keys the ring by user and day', () => {
    expect(ringKey('ada', DAY)).toMatch(/^[0-9a-f]{32}$/);
    expect(ringKey('ada', DAY)).not.toBe(ringKey('ada', NEXT_DAY));
  });
});
