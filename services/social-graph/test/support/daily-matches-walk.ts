// A plain walk over the day's rings, one user at a time: the daily-matches rule
// (src/domain/daily-matches.ts) as the tests state it, which the service's set-based SQL
// must reproduce exactly. Ring positions use md5(user:day), as PostgreSQL computes them.
import { createHash } from 'node:crypto';
import { MATCHES_PER_DAY, type MatchPerson } from '../../src/domain/daily-matches';

/** A user's place on the day's rings; md5, as the SQL computes it. */
export function ringKey(userId: string, day: string): string {
  return createHash('md5').update(`${userId}:${day}`).digest('hex');
}

const byRing = (day: string) => {
  const keys = new Map<string, string>();
  const keyOf = (userId: string) => {
    let key = keys.get(userId);
    if (key === undefined) keys.set(userId, (key = ringKey(userId, day)));
    return key;
  };
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (a: MatchPerson, b: MatchPerson) => order(keyOf(a.userId), keyOf(b.userId)) || order(a.userId, b.userId);
};

/** The user's first `count` matches of `day`: city ring, then time-zone ring, then everyone. */
export function pickDailyMatches(
  user: MatchPerson,
  everyone: readonly MatchPerson[],
  friends: ReadonlySet<string>,
  day: string,
  count: number = MATCHES_PER_DAY,
): string[] {
  const compare = byRing(day);
  const people = everyone.some((person) => person.userId === user.userId) ? [...everyone] : [...everyone, user];
  const rings = [
    user.location === '' ? [] : people.filter((person) => person.location === user.location),
    user.timeZone === '' ? [] : people.filter((person) => person.timeZone === user.timeZone),
    people,
  ];
  const picked: string[] = [];
  for (const ring of rings) {
    const sorted = ring.sort(compare);
    const start = sorted.findIndex((person) => person.userId === user.userId);
    for (let step = 1; step < sorted.length && picked.length < count; step += 1) {
      const candidate = sorted[(start + step) % sorted.length]?.userId;
      if (candidate !== undefined && !friends.has(candidate) && !picked.includes(candidate)) picked.push(candidate);
    }
  }
  return picked;
}
