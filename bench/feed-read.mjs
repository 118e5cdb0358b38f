// The outings feed at scale: 100,000 users with about 20 friends each and
// 1,000,000 outings of 2–4 members (most completed) written with SQL into a throw-away
// database on the local PostgreSQL, then 2,000 feeds of random users read one after
// another through the outing service's own use case (`OutingService.feed`, the call
// behind `GET /users/:id/feed`) against a same-run baseline: a plain primary-key select of
// one outing row. Prints the figures and the goal (the read's p99 under 20 ms); exits 1
// when it is missed. `npm run build` first. The database is dropped afterwards.
//
//   npm run bench:feed          BENCH_USERS, BENCH_OUTINGS, BENCH_READS, BENCH_FRIENDS_PER_USER, BENCH_KEEP_DB=1
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { timeReads } from './lib/read-timing.mjs';

const require = createRequire(import.meta.url);
const { createOutbox, createPostgresDatabase, createPostgresDatabaseIfMissing, dropPostgresDatabase } = require('@outings/db');
const { sql } = require('drizzle-orm');
const { outingService, createOutingService } = require('@outings/outing-service');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const OUTINGS = Number(process.env.BENCH_OUTINGS ?? 1_000_000);
const READS = Number(process.env.BENCH_READS ?? 2_000);
/** Each user befriends the next this many users: about twice as many friends each. */
const FRIENDS_PER_USER = Number(process.env.BENCH_FRIENDS_PER_USER ?? 10);
/** Of every 10 outings, this many are completed. */
const COMPLETED_OF_TEN = 9;
const GOALS = { readP99Ms: 20 };
const URL_ = `postgres://postgres@127.0.0.1:5432/outings_bench_feed`;
const quiet = { warn() {}, info() {}, error() {}, debug() {} };

async function timed(label, work) {
  const started = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Users `u0`…; outing `g` (ids from md5, so every table derives them alike) has 2–4
 * members spread over the users, is completed unless `g % 10` says otherwise (newer `g`
 * completed later), and holds one photo of its creator.
 */
async function seed(database) {
  const run = (query) => database.transaction(async (tx) => {
    // Generated rows need no foreign-key checks (session_replication_role skips the triggers).
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(query);
  });
  const completed = sql`(g % 10) < ${COMPLETED_OF_TEN}`;
  const completedAt = sql`timestamptz '2026-01-01' + make_interval(secs => g)`;
  const member = sql`'u' || ((g * 7 + k * 13) % ${USERS})`;
  const members = sql`generate_series(1, ${OUTINGS}) g cross join lateral generate_series(0, 1 + g % 3) k`;
  await timed('friendships', () => run(sql`
    insert into outing.friendships (user_id, friend_id)
    select 'u' || a, 'u' || ((a + d) % ${USERS}) from generate_series(0, ${USERS - 1}) a, generate_series(1, ${FRIENDS_PER_USER}) d
    union all
    select 'u' || ((a + d) % ${USERS}), 'u' || a from generate_series(0, ${USERS - 1}) a, generate_series(1, ${FRIENDS_PER_USER}) d`));
  await timed('outings', () => run(sql`
    insert into outing.outings (id, name, activity, created_by, chat_id, created_at, completed_at, version)
    select md5('o' || g)::uuid, 'Picnic', '{"_id":"picnic","name":"Picnic","category":"Social"}'::jsonb,
           'u' || ((g * 7) % ${USERS}), md5('c' || g)::uuid, ${completedAt} - interval '1 day',
           case when ${completed} then ${completedAt} end, 1
    from generate_series(1, ${OUTINGS}) g`));
  await timed('members', () => run(sql`
    insert into outing.people (outing_id, user_id, role, position, rating, marked_at)
    select md5('o' || g)::uuid, ${member}, 'member', k,
           case when ${completed} then 5 end, case when ${completed} then ${completedAt} end
    from ${members}`));
  await timed('completed memberships', () => run(sql`
    insert into outing.completed_memberships (user_id, completed_at, outing_id)
    select ${member}, ${completedAt}, md5('o' || g)::uuid from ${members} where ${completed}`));
  await timed('photos', () => run(sql`
    insert into outing.photos (key, outing_id, uploader, added_at)
    select 'bench/' || g, md5('o' || g)::uuid, 'u' || ((g * 7) % ${USERS}), ${completedAt}
    from generate_series(1, ${OUTINGS}) g`));
  await timed('analyze', () => database.db.execute(sql`analyze`));
}

async function main() {
  await dropPostgresDatabase(URL_).catch(() => undefined);
  await createPostgresDatabaseIfMissing(URL_);
  const database = createPostgresDatabase({ url: URL_, logger: quiet });
  try {
    await database.migrate({ schema: 'outing', migrationsFolder: outingService.migrationsFolder });
    const started = performance.now();
    await seed(database);
    console.log(`seeded ${USERS} users, ${OUTINGS} outings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const outings = createOutingService({ database, outbox: createOutbox('outing') });
    const users = Array.from({ length: READS }, () => `u${Math.floor(Math.random() * USERS)}`);
    const outingIds = Array.from({ length: READS }, () => Math.floor(Math.random() * OUTINGS) + 1);
    const { rows } = await database.db.execute(sql`select md5('o' || g)::uuid as id from unnest(${`{${outingIds.join(',')}}`}::int[]) g`);
    const baseline = await timeReads(rows.map((row) => row.id), (id) => database.db.execute(sql`select id from outing.outings where id = ${id}`));
    let shown = 0;
    const feed = await timeReads(users, async (userId) => {
      const page = await outings.feed(userId, undefined);
      shown += page.outings.length;
    });
    const row = (name, t) => `${name.padEnd(10)} p50 ${t.p50.toFixed(2)} ms  p99 ${t.p99.toFixed(2)} ms  max ${t.max.toFixed(2)} ms`;
    console.log(`reads of one random user (${READS} each, one after another; ${(shown / READS).toFixed(1)} outings a feed page):`);
    console.log(row('baseline', baseline));
    console.log(row('feed', feed));

    const missed = feed.p99 >= GOALS.readP99Ms ? [`feed p99 ${feed.p99.toFixed(2)} ms >= ${GOALS.readP99Ms} ms`] : [];
    console.log(missed.length === 0 ? 'goals met' : `goals missed: ${missed.join('; ')}`);
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
    // BENCH_KEEP_DB=1 keeps it for EXPLAIN ANALYZE; the next run drops it first.
    if (process.env.BENCH_KEEP_DB !== '1') await dropPostgresDatabase(URL_);
  }
}

main().catch((error) => {
  console.error(error.cause?.message ?? error.message);
  process.exit(1);
});
