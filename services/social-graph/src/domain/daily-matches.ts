// The daily-matches rule (docs/architecture.md "Friendships (social-graph)"). Each day
// every user is placed on three rings, shuffled by a hash of (user, day): the users of
// their city, of their time zone, and everyone. A user's matches are the first
// `MATCHES_PER_DAY` people met walking forward from them on the city ring, then the
// time-zone ring, then the whole ring, skipping themselves, their friends and anyone
// already picked. Same users, friends and day → same matches; another day → another
// shuffle. This is the rule's reference form; the job runs the same walk as set-based
// SQL (persistence/daily-matches.repository.ts), checked against this function.
import { createHash } from 'node:crypto';

/** A handful: enough that one is likely free for an outing, few enough to read at a glance. */
export const MATCHES_PER_DAY = 5;

/** What matching knows of a user: their 'name, country' and its IANA zone ('' when unknown). */
export interface MatchPerson {
  userId: string;
  location: string;
  timeZone: string;
}

/** The UTC day of `now`, 'YYYY-MM-DD': matches are stable through it. */
export function matchDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A user's place on the day's rings; md5 so PostgreSQL computes the very same key. */
export function ringKey(userId: string, day: string): string {
  return createHash('md5').update(`${userId}:${day}`).digest('hex');
}

/**
 * How far the SQL walks each ring: far enough to meet `2 × count` people who are neither
 * friends (at most `friendCount` of them) nor already picked (fewer than `count`), so it
 * picks exactly what an endless walk would.
 */
export function walkLength(friendCount: number, count: number = MATCHES_PER_DAY): number {
  return 2 * count + friendCount;
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
