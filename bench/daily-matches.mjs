// Daily matches at scale: 100,000 users on the local PostgreSQL, the full
// regeneration timed, then one user's matches read 2,000 times through social-graph's
// repository (the query behind `GET /users/:userId/matches`) against a same-run baseline:
// a plain primary-key select of one user row. Prints the figures and the goals (the
// regeneration under 60 s, the read's p99 under 20 ms); exits 1 when one is missed.
// `npm run build` first. Everything runs in a throw-away database, dropped afterwards.
//
//   npm run bench:matches          BENCH_USERS, BENCH_READS, BENCH_FRIENDS_PER_USER
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { timeReads } from './lib/read-timing.mjs';

const require = createRequire(import.meta.url);
const { createPostgresDatabase, createPostgresDatabaseIfMissing, dropPostgresDatabase } = require('@outings/db');
const { sql } = require('drizzle-orm');
const { cities } = require('@outings/reference-data');
const { socialGraphService } = require('@outings/social-graph-service');
const { createDailyMatchesService } = require('@outings/social-graph-service/dist/application/daily-matches.service.js');
const { findMatches } = require('@outings/social-graph-service/dist/persistence/daily-matches.repository.js');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const READS = Number(process.env.BENCH_READS ?? 2_000);
/** Each user befriends this many of the next users of their city: about twice as many friends each. */
const FRIENDS_PER_USER = Number(process.env.BENCH_FRIENDS_PER_USER ?? 5);
const GOALS = { regenerationMs: 60_000, readP99Ms: 20 };
const URL_ = `postgres://postgres@127.0.0.1:5432/outings_bench_matches`;
const quiet = { warn() {}, info() {}, error() {}, debug() {} };

/** Users in the list's cities, weighted toward the first (largest) ones, as real sign-ups would be. */
async function seed(database) {
  const locations = cities.map((city) => `${city.name}, ${city.country}`);
  const zones = cities.map((city) => city.timezone);
  await database.db.execute(sql`
    insert into "social-graph".users (user_id, registered_at, location, time_zone)
    select gen_random_uuid()::text, now(), ${JSON.stringify(locations)}::jsonb ->> i, ${JSON.stringify(zones)}::jsonb ->> i
    from (select floor(${locations.length} * power(random(), 3))::int as i from generate_series(1, ${USERS})) picks
  `);
  await database.db.execute(sql`
    with ordered as (select user_id, location, row_number() over (partition by location order by user_id) as n from "social-graph".users),
    pairs as (
      select a.user_id as a, b.user_id as b from ordered a
      join ordered b on b.location = a.location and b.n between a.n + 1 and a.n + ${FRIENDS_PER_USER}
    )
    insert into "social-graph".friendships (user_id, friend_id, since)
    select a, b, now() from pairs union all select b, a, now() from pairs
  `);
  await database.db.execute(sql`analyze "social-graph".users`);
  await database.db.execute(sql`analyze "social-graph".friendships`);
  const { rows } = await database.db.execute(sql`select count(*)::int as friendships from "social-graph".friendships`);
  return rows[0].friendships;
}

async function main() {
  await dropPostgresDatabase(URL_).catch(() => undefined);
  await createPostgresDatabaseIfMissing(URL_);
  const database = createPostgresDatabase({ url: URL_, logger: quiet });
  try {
    await database.migrate({ schema: 'social-graph', migrationsFolder: socialGraphService.migrationsFolder });
    let started = performance.now();
    const friendshipRows = await seed(database);
    console.log(`seeded ${USERS} users, ${friendshipRows / 2} friendships in ${Math.round(performance.now() - started)} ms`);

    const matches = createDailyMatchesService({ database });
    started = performance.now();
    const matched = await matches.regenerate(new Date());
    const regenerationMs = performance.now() - started;
    console.log(`regeneration: ${matched} users matched in ${(regenerationMs / 1000).toFixed(1)} s (${Math.round((matched / regenerationMs) * 1000)} users/s)`);

    const { rows } = await database.db.execute(sql`
      select user_id, match_count from "social-graph".daily_matches order by random() limit ${READS}`);
    const ids = rows.map((row) => row.user_id);
    const short = rows.filter((row) => row.match_count < 5).length;
    if (short > 0) console.log(`${short} of ${rows.length} sampled users have fewer than 5 matches`);
    const baseline = await timeReads(ids, (id) => database.db.execute(sql`select user_id from "social-graph".users where user_id = ${id}`));
    const read = await timeReads(ids, (id) => findMatches(database.db, id));
    const row = (name, t) => `${name.padEnd(10)} p50 ${t.p50.toFixed(2)} ms  p99 ${t.p99.toFixed(2)} ms  max ${t.max.toFixed(2)} ms`;
    console.log(`reads of one user (${ids.length} each, one after another):`);
    console.log(row('baseline', baseline));
    console.log(row('matches', read));

    const missed = [];
    if (regenerationMs >= GOALS.regenerationMs) missed.push(`regeneration ${Math.round(regenerationMs)} ms >= ${GOALS.regenerationMs} ms`);
    if (read.p99 >= GOALS.readP99Ms) missed.push(`read p99 ${read.p99.toFixed(2)} ms >= ${GOALS.readP99Ms} ms`);
    if (short === rows.length) missed.push('nobody got five matches');
    console.log(missed.length === 0 ? 'goals met' : `goals missed: ${missed.join('; ')}`);
    process.exitCode = missed.length === 0 ? 0 : 1;
  } finally {
    await database.close();
    await dropPostgresDatabase(URL_);
  }
}

main().catch((error) => {
  console.error(error.cause?.message ?? error.message);
  process.exit(1);
});
