// The daily matches in SQL: the walk of domain/daily-matches.ts for a whole batch of users
// in one statement, so regenerating 100,000 users costs a few statements, not a round trip
// each. Every user gets a position on the day's three rings (city, time zone, everyone)
// from md5(user:day); each user of the batch walks `walkLength` steps along each ring
// (generate_series, joined back by position), friends are dropped, the earliest ring and
// step wins, and the first `count` are upserted as the user's row of the day. A ring is
// not walked when an earlier one surely fills the list (it holds `count` more people
// than the user has friends): most users live in cities that do, so most walk one ring.
import { sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { MATCHES_PER_DAY, walkLength } from '../domain/daily-matches';
import { dailyMatches, friendRequests, friendships, users } from './schema';

/** Computes and stores the day's matches of `userIds`, replacing those of another day. Needs a transaction. */
export async function generateMatches(tx: Db, userIds: readonly string[], day: string, count: number = MATCHES_PER_DAY): Promise<void> {
  if (userIds.length === 0) return;
  // walkLength(friends) is this plus the user's friend count, which the SQL adds.
  const walkWithoutFriends = walkLength(0, count);
  // Inside the caller's transaction. JIT compiling this plan costs a second per statement,
  // more than running it; at 64 MB (not the default 4 MB) a batch's sorts mostly stay in memory.
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`
    with ringed as (
      select u.user_id, u.location, u.time_zone,
        row_number() over (partition by u.location order by k.key collate "C", u.user_id collate "C") - 1 as city_pos,
        count(*) over (partition by u.location) as city_n,
        row_number() over (partition by u.time_zone order by k.key collate "C", u.user_id collate "C") - 1 as zone_pos,
        count(*) over (partition by u.time_zone) as zone_n,
        row_number() over (order by k.key collate "C", u.user_id collate "C") - 1 as all_pos,
        count(*) over () as all_n
      from ${users} u cross join lateral (select md5(u.user_id || ':' || ${day}) as key) k
    ),
    batch as (
      select r.*, ${walkWithoutFriends} + f.n as walk,
        r.location = '' or r.city_n - 1 - f.n < ${count} as city_short,
        r.time_zone = '' or r.zone_n - 1 - f.n < ${count} as zone_short
      from ringed r
      cross join lateral (select count(*) as n from ${friendships} f where f.user_id = r.user_id) f
      where r.user_id in ${[...userIds]}
    ),
    steps as (
      select b.user_id, 1 as ring, s.step, m.user_id as match_id
      from batch b
      cross join lateral generate_series(1, least(b.city_n - 1, b.walk)) as s(step)
      join ringed m on m.location = b.location and m.city_pos = (b.city_pos + s.step) % b.city_n
      where b.location <> ''
      union all
      select b.user_id, 2, s.step, m.user_id
      from batch b
      cross join lateral generate_series(1, least(b.zone_n - 1, b.walk)) as s(step)
      join ringed m on m.time_zone = b.time_zone and m.zone_pos = (b.zone_pos + s.step) % b.zone_n
      where b.time_zone <> '' and b.city_short
      union all
      select b.user_id, 3, s.step, m.user_id
      from batch b
      cross join lateral generate_series(1, least(b.all_n - 1, b.walk)) as s(step)
      join ringed m on m.all_pos = (b.all_pos + s.step) % b.all_n
      where b.city_short and b.zone_short
    ),
    candidates as (
      select c.user_id, c.match_id, min(c.ring::bigint * 1000000000000 + c.step) as rank
      from steps c
      where not exists (select 1 from ${friendships} f where f.user_id = c.user_id and f.friend_id = c.match_id)
      group by c.user_id, c.match_id
    ),
    numbered as (
      select c.user_id, c.match_id, row_number() over (partition by c.user_id order by c.rank) as n
      from candidates c
    ),
    picked as (
      select b.user_id,
        coalesce(array_agg(n.match_id order by n.n) filter (where n.n <= ${count}), '{}') as match_ids
      from batch b left join numbered n on n.user_id = b.user_id
      group by b.user_id
    )
    insert into ${dailyMatches} (user_id, day, match_ids, match_count)
    select user_id, ${day}::date, match_ids, cardinality(match_ids) from picked
    on conflict (user_id) do update
      set day = excluded.day, match_ids = excluded.match_ids, match_count = excluded.match_count
  `);
}

/** Up to `limit` users without matches for `day`. */
export async function findUsersToMatch(db: Db, day: string, limit: number): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select u.user_id from ${users} u
    left join ${dailyMatches} d on d.user_id = u.user_id
    where d.day is null or d.day <> ${day}::date
    limit ${limit}
  `);
  return result.rows.map((row) => row.user_id);
}

/** Users whose matches of `day` are fewer than `count`: a newcomer may be one for them. */
export async function findShortOfMatches(db: Db, day: string, count: number = MATCHES_PER_DAY): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select user_id from ${dailyMatches} where day = ${day}::date and match_count < ${count}
  `);
  return result.rows.map((row) => row.user_id);
}

export interface StoredMatches {
  day: string;
  /** The day's matches in their order, without anyone who became a friend since. */
  matches: string[];
  /** Those of them the user has asked to be friends. */
  requested: string[];
}

/** The user's latest matches; null before their first. One primary-key read and two probes per match. */
export async function findMatches(db: Db, userId: string): Promise<StoredMatches | null> {
  const result = await db.execute<{ day: string; matches: string[]; requested: string[] }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      array(
        select m.id from unnest(d.match_ids) with ordinality as m(id, n)
        where not exists (select 1 from ${friendships} f where f.user_id = d.user_id and f.friend_id = m.id)
        order by m.n
      ) as matches,
      array(
        select r.to_user_id from ${friendRequests} r
        where r.from_user_id = d.user_id and r.to_user_id = any(d.match_ids)
      ) as requested
    from ${dailyMatches} d where d.user_id = ${userId}
  `);
  return result.rows[0] ?? null;
}
