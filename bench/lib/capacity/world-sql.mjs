// The capacity bench's world as SQL statements, written straight into the services' tables
// (each schema as its own service's migrations made it) in the shape the services' own
// writes and event handlers would have left: every id derived from md5 of a name, so the
// bench computes them without reading them back, and every row made by generate_series in
// the database, so the same statements run on PostgreSQL and on PGlite.
//
// Users 0…n-1: user i is friends with i±d for d in FRIEND_OFFSETS (20 friends each), has
// direct chats with i±1 and i±7, is in two group chats of 3–6 neighbours (all friends
// with each other), has a pending friend request from i+97, five daily matches of today
// (none a friend), about three completed outings of 2–4 neighbours (with ratings, likes
// by their friends, chats and alerts) and a part in a pending outing (creator, member or
// invitee). `$1` is the one argon2 hash every account shares.
import { createHash } from 'node:crypto';

export const FRIEND_OFFSETS = [1, 2, 3, 4, 5, 7, 11, 17, 29, 47];
const DIRECT_OFFSETS = [1, 7];
const REQUEST_OFFSET = 97;
const MATCH_OFFSET = 100;
const MATCHES = 5;
/** Group sizes of one cycle of four groups (3+4+5+6 = 18 users). */
const GROUP_CYCLE = 18;
const OUTING_CHAT_HISTORY = 5;

const uuidOf = (hex) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;

/** The id of seeded user `i`, as `pg_temp.uid(i)` makes it. */
export const userIdOf = (i) => uuidOf(createHash('md5').update(`bench-user-${i}`).digest('hex'));
export const usernameOf = (i) => `capacity-${i}@example.com`;

/** `[label, sql]` pairs to run in order on one session; `n` users, `history` messages per direct or group chat. */
export function worldStatements(n, { history }) {
  const N = Number(n);
  const mod = (expression) => `(((${expression}) % ${N} + ${N}) % ${N})`;
  const offsets = `array[${FRIEND_OFFSETS.join(',')}]`;
  return [
    ['session', `set session_replication_role = replica`],
    ['session', `set synchronous_commit = off`],
    ['session', `create function pg_temp.uid(i int) returns text language sql immutable as $$ select md5('bench-user-' || i::text)::uuid::text $$`],

    // ---- accounts, profiles, who is registered where
    ['credentials', `insert into auth.credentials (user_id, username, first_name, password_hash, verified_at, created_at, password_changed_at)
      select pg_temp.uid(i)::uuid, 'capacity-' || i || '@example.com', 'Vu' || i, $1::text, now() - interval '60 days', now() - interval '60 days', now() - interval '60 days'
      from generate_series(0, ${N - 1}) i`],
    ['profiles', `insert into profile.profiles (user_id, username, first_name, last_name, tagline, location, status, status_updated_at,
                                           picture_key, picture_zoom, picture_crop_x, picture_crop_y)
      select pg_temp.uid(i), 'capacity-' || i || '@example.com', 'Vu' || i, 'Capacity', 'Out and about', 'London, GB', 'Ready', now() - interval '1 day',
             'pictures/' || pg_temp.uid(i), 1, 0, 0
      from generate_series(0, ${N - 1}) i`],
    ['social-graph users', `insert into "social-graph".users (user_id, registered_at, location, time_zone)
      select pg_temp.uid(i), now() - interval '60 days', 'London, GB', 'Europe/London' from generate_series(0, ${N - 1}) i`],
    ['outing statuses', `insert into outing.statuses (user_id, status) select pg_temp.uid(i), 'Ready' from generate_series(0, ${N - 1}) i`],
    ['notification names', `insert into notification.user_names (user_id, first_name) select pg_temp.uid(i), 'Vu' || i from generate_series(0, ${N - 1}) i`],

    // ---- friendships: social-graph's, and the projections chat and outing keep of them
    ['friend pairs', `create temp table bench_friend_pairs as
      select distinct a, b from (
        select i as a, ${mod('i + d')} as b from generate_series(0, ${N - 1}) i, unnest(${offsets}) d
        union all
        select ${mod('i + d')}, i from generate_series(0, ${N - 1}) i, unnest(${offsets}) d
      ) p where a <> b`],
    ['friend pairs', `create index on bench_friend_pairs (a, b)`],
    ['social-graph friendships', `insert into "social-graph".friendships (user_id, friend_id, since)
      select pg_temp.uid(a), pg_temp.uid(b), now() - interval '30 days' from bench_friend_pairs`],
    ['chat friendships', `insert into chat.friendships (user_id, friend_id) select pg_temp.uid(a), pg_temp.uid(b) from bench_friend_pairs`],
    ['outing friendships', `insert into outing.friendships (user_id, friend_id) select pg_temp.uid(a), pg_temp.uid(b) from bench_friend_pairs`],

    // ---- a pending friend request to everyone, with its alert
    ['friend requests', `create temp table bench_requests as
      select ${mod(`i + ${REQUEST_OFFSET}`)} as from_i, i as to_i, now() - (i % 72) * interval '1 hour' as sent_at
      from generate_series(0, ${N - 1}) i
      where ${mod(`i + ${REQUEST_OFFSET}`)} <> i
        and not exists (select 1 from bench_friend_pairs f where f.a = i and f.b = ${mod(`i + ${REQUEST_OFFSET}`)})`],
    ['friend requests', `insert into "social-graph".friend_requests (from_user_id, to_user_id, sent_at)
      select pg_temp.uid(from_i), pg_temp.uid(to_i), sent_at from bench_requests`],
    ['friend request alerts', `insert into notification.alerts (user_id, type, status, created_at, from_user_id)
      select pg_temp.uid(to_i), 'friend-request', 'pending', sent_at, pg_temp.uid(from_i) from bench_requests`],

    // ---- today's daily matches (none a friend), as the daily job would have written them
    ['daily matches', `insert into "social-graph".daily_matches (user_id, day, match_ids, match_count)
      select pg_temp.uid(i), (now() at time zone 'utc')::date, m.ids, cardinality(m.ids)
      from generate_series(0, ${N - 1}) i
      cross join lateral (
        select coalesce(array_agg(pg_temp.uid(c.k) order by c.j), '{}') as ids from (
          select distinct on (k) k, j from (select ${mod(`i + ${MATCH_OFFSET} + 37 * j`)} as k, j from generate_series(0, ${MATCHES - 1}) j) x
          where k <> i and not exists (select 1 from bench_friend_pairs f where f.a = i and f.b = x.k)
          order by k, j
        ) c
      ) m`],

    // ---- the catalogue's activities, numbered (the activity service seeded them at its start)
    ['catalogue', `create temp table bench_catalogue as
      select row_number() over (order by id) - 1 as n, count(*) over () as total, id,
             jsonb_build_object('_id', id, 'name', name, 'category', category) as activity
      from activity.activities where created_by is null`],

    // ---- outings: n completed ones of 2–4 neighbours, n/3 pending ones (creator, one member, one or two invited)
    ['outings plan', `create temp table bench_outings as
      select md5('bench-outing-done-' || k)::uuid as id, md5('bench-outing-chat-done-' || k)::uuid as chat_id, true as completed,
             ${mod('k * 7')} as creator,
             array(select ${mod('k * 7 + m')} from generate_series(0, 1 + k % 3) m order by m) as members,
             '{}'::int[] as invited,
             now() - interval '1 hour' - (k % 720) * interval '1 hour' - interval '2 days' as created_at,
             now() - interval '1 hour' - (k % 720) * interval '1 hour' as completed_at,
             k
      from generate_series(0, ${N - 1}) k
      union all
      select md5('bench-outing-open-' || k)::uuid, md5('bench-outing-chat-open-' || k)::uuid, false,
             ${mod('3 * k + 1')},
             array[${mod('3 * k + 1')}, ${mod('3 * k + 2')}],
             case when k % 2 = 0 then array[${mod('3 * k + 3')}, ${mod('3 * k + 4')}] else array[${mod('3 * k + 3')}] end,
             now() - (k % 48) * interval '1 hour', null, k
      from generate_series(0, ${Math.max(0, Math.floor(N / 3) - 1)}) k`],
    ['outings plan', `alter table bench_outings add column activity jsonb`],
    ['outings plan', `update bench_outings o set activity = c.activity from bench_catalogue c where c.n = o.k % c.total`],
    ['outings', `insert into outing.outings (id, name, activity, created_by, chat_id, created_at, completed_at, version)
      select id, activity->>'name', activity, pg_temp.uid(creator), chat_id, created_at, completed_at,
             1 + cardinality(members) + case when completed then cardinality(members) else 0 end
      from bench_outings`],
    ['outing people', `insert into outing.people (outing_id, user_id, role, position, rating, marked_at)
      select o.id, pg_temp.uid(m.u), 'member', m.n - 1,
             case when o.completed then 3 + (o.k + m.n::int) % 3 end, case when o.completed then o.completed_at end
      from bench_outings o cross join lateral unnest(o.members) with ordinality m(u, n)
      union all
      select o.id, pg_temp.uid(v.u), 'invited', cardinality(o.members) + v.n - 1, null, null
      from bench_outings o cross join lateral unnest(o.invited) with ordinality v(u, n)`],
    ['completed memberships', `insert into outing.completed_memberships (user_id, completed_at, outing_id)
      select pg_temp.uid(m.u), o.completed_at, o.id from bench_outings o cross join lateral unnest(o.members) m(u) where o.completed`],
    ['likes', `insert into outing.likes (outing_id, user_id, liked_at)
      select o.id, pg_temp.uid(${mod('o.creator - 1 - j')}), o.completed_at + interval '1 hour'
      from bench_outings o cross join lateral generate_series(0, o.k % 4 - 1) j
      where o.completed and not (${mod('o.creator - 1 - j')} = any(o.members))`],
    ['outing records', `insert into outing.records (user_id, outings, flaked, completed, version)
      select p.user_id, count(*), 0, count(*) filter (where o.completed_at is not null), 2 * count(*)
      from outing.people p join outing.outings o on o.id = p.outing_id where p.role = 'member' group by p.user_id`],
    ['profile counters', `update profile.profiles p set outings_total = r.outings, outings_completed = r.completed
      from outing.records r where r.user_id = p.user_id`],
    ['activity completions', `insert into activity.completions (activity_id, user_id, completed_at)
      select o.activity->>'_id', pg_temp.uid(m.u), min(o.completed_at)
      from bench_outings o cross join lateral unnest(o.members) m(u) where o.completed group by 1, 2`],
    ['activity ratings', `insert into activity.ratings (activity_id, outing_id, user_id, rating, rated_at)
      select o.activity->>'_id', o.id::text, pg_temp.uid(m.u), 3 + (o.k + m.n::int) % 3, o.completed_at
      from bench_outings o cross join lateral unnest(o.members) with ordinality m(u, n) where o.completed`],
    ['activity ratings', `update activity.activities a set rating_sum = r.total, rating_count = r.count
      from (select activity_id, sum(rating)::int as total, count(*)::int as count from activity.ratings group by activity_id) r
      where r.activity_id = a.id`],

    // ---- outing alerts: invites waiting for an answer, the member's join, every completion
    ['outing alerts', `insert into notification.alerts (user_id, type, status, created_at, from_user_id, outing_id)
      select pg_temp.uid(v.u), 'outing-invite', 'pending', o.created_at, pg_temp.uid(o.creator), o.id::text
      from bench_outings o cross join lateral unnest(o.invited) v(u)`],
    ['outing alerts', `insert into notification.alerts (user_id, type, status, created_at, by_user_id, outing_id)
      select pg_temp.uid(o.creator), 'outing-join', 'none', o.created_at + interval '10 minutes', pg_temp.uid(o.members[2]), o.id::text
      from bench_outings o where not o.completed`],
    ['outing alerts', `insert into notification.alerts (user_id, type, status, created_at, outing_id)
      select pg_temp.uid(m.u), 'outing-complete', 'none', o.completed_at, o.id::text
      from bench_outings o cross join lateral unnest(o.members) m(u) where o.completed`],

    // ---- chats: direct ones with i+1 and i+7, two groups per user, one per outing
    ['chats plan', `create temp table bench_chats as
      select md5('bench-direct-' || i || '-' || d)::uuid as id, 'direct' as kind, '' as name, i as creator,
             array[i, ${mod('i + d')}] as members, ${Number(history)} as history, null::uuid as outing_id, null::jsonb as activity,
             now() - ((i * 31 + d) % 10000) * interval '1 minute' as touched_at
      from generate_series(0, ${N - 1}) i, unnest(array[${DIRECT_OFFSETS.join(',')}]) d
      where ${mod('i + d')} <> i
      union all
      select md5('bench-group-' || p || '-' || g)::uuid, 'group', 'Crew ' || p || '-' || g, ${mod(`start + p * 2`)},
             array(select ${mod(`start + p * 2 + m`)} from generate_series(0, size - 1) m order by m), ${Number(history)}, null, null,
             now() - ((g * 17 + p) % 10000) * interval '1 minute'
      from (select g, 3 + g % 4 as size, (g / 4) * ${GROUP_CYCLE} + (array[0, 3, 7, 12])[g % 4 + 1] as start
            from generate_series(0, ${Math.max(0, Math.floor(N / GROUP_CYCLE) * 4 - 1)}) g) groups, unnest(array[0, 1]) p
      union all
      select chat_id, 'outing', activity->>'name', creator, members, ${OUTING_CHAT_HISTORY}, id, activity,
             coalesce(completed_at, created_at) + interval '5 minutes'
      from bench_outings`],
    ['chats', `insert into chat.chats (id, kind, name, created_by, outing_id, outing_activity, created_at, touched_at, last_seq)
      select id, kind, name, pg_temp.uid(creator), outing_id::text, activity, touched_at - interval '30 days', touched_at, history from bench_chats`],
    ['chat members', `insert into chat.members (chat_id, user_id, position, last_read_seq)
      select c.id, pg_temp.uid(m.u), m.n - 1, nullif(c.history, 0) from bench_chats c cross join lateral unnest(c.members) with ordinality m(u, n)`],
    ['chat messages', `insert into chat.messages (chat_id, seq, id, user_id, text, sent_at)
      select c.id, s, gen_random_uuid(), pg_temp.uid(c.members[s % cardinality(c.members) + 1]), 'Earlier message ' || s,
             c.touched_at - (c.history - s) * interval '1 minute'
      from bench_chats c cross join lateral generate_series(1, c.history) s`],
    ['chat alerts', `insert into notification.alerts (user_id, type, status, created_at, by_user_id, chat_id)
      select pg_temp.uid(m.u), 'chat-created', 'none', c.touched_at - interval '30 days', pg_temp.uid(c.creator), c.id::text
      from bench_chats c cross join lateral unnest(c.members) m(u) where c.kind = 'group' and m.u <> c.creator`],
  ];
}

/** The tables the world fills: ANALYZEd after, so the planner knows their size at once. */
export const SEEDED_TABLES = [
  'auth.credentials', 'profile.profiles', '"social-graph".users', '"social-graph".friendships', '"social-graph".friend_requests',
  '"social-graph".daily_matches', 'outing.statuses', 'outing.friendships', 'outing.outings', 'outing.people',
  'outing.completed_memberships', 'outing.likes', 'outing.records', 'chat.friendships', 'chat.chats', 'chat.members',
  'chat.messages', 'notification.alerts', 'notification.user_names', 'activity.activities', 'activity.completions', 'activity.ratings',
];
