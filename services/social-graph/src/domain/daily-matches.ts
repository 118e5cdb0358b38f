// The daily-matches rule (docs/architecture.md "Friendships (social-graph)"). Each day
// every user is placed on three rings, shuffled by md5(user:day): the users of their city,
// of their time zone, and everyone. A user's matches are the first `MATCHES_PER_DAY`
// people met walking forward from them on the city ring, then the time-zone ring, then the
// whole ring, skipping themselves, their friends and anyone already picked. Same users,
// friends and day → same matches; another day → another shuffle. The walk runs as
// set-based SQL for a whole batch of users (persistence/daily-matches.repository.ts); its
// tests hold it to a plain walk over the same rings (test/support/daily-matches-walk.ts).
// Here: the parameters that SQL shares with the rest of the service.

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

/**
 * How far the SQL walks each ring: far enough to meet `2 × count` people who are neither
 * friends (at most `friendCount` of them) nor already picked (fewer than `count`), so it
 * picks exactly what an endless walk would.
 */
export function walkLength(friendCount: number, count: number = MATCHES_PER_DAY): number {
  return 2 * count + friendCount;
}
