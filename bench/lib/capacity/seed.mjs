// Writes the capacity world (world-sql.mjs) into the app's database: the cluster's
// PostgreSQL while the app runs (as chat-latency does), or the embedded run's PGlite
// directory while the app is stopped (PGlite is one process's files: nothing else may
// open them while the app has them). Then ANALYZE, so the first queries plan on the real sizes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SEEDED_TABLES, worldStatements } from './world-sql.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);

/** The argon2id hash of `password` with the auth service's own parameters, made once for every account. */
export async function sharedPasswordHash(password) {
  const { hashPassword } = require(path.join(root, 'services/auth/dist/domain/password-hashing.js'));
  return hashPassword(password);
}

/** One session on PostgreSQL: `query(text, params)`. */
async function openPostgres(databaseUrl) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

/** The embedded run's PGlite (`DATA_DIR/pg`), with the PGlite the app itself loads. */
async function openPglite(directory) {
  const { PGlite } = createRequire(path.join(root, 'libs/db/package.json'))('@electric-sql/pglite');
  const db = await PGlite.create(directory);
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

/**
 * Seeds `users` accounts and their world; `target` is `{ databaseUrl }` or `{ pgliteDir }`.
 * Answers the seconds each part took, for the report.
 */
export async function seedWorld(target, { users, history, passwordHash }) {
  const session = target.pgliteDir ? await openPglite(target.pgliteDir) : await openPostgres(target.databaseUrl);
  const timings = {};
  try {
    await session.query('begin');
    for (const [label, text] of worldStatements(users, { history })) {
      const started = performance.now();
      try {
        await session.query(text, text.includes('$1') ? [passwordHash] : []);
      } catch (error) {
        throw new Error(`seeding ${label}: ${error.message}`, { cause: error });
      }
      timings[label] = (timings[label] ?? 0) + (performance.now() - started) / 1000;
    }
    await session.query('commit');
    const started = performance.now();
    for (const table of SEEDED_TABLES) await session.query(`analyze ${table}`);
    timings.analyze = (performance.now() - started) / 1000;
    const { rows } = await session.query(`select (select count(*) from chat.chats)::int as chats, (select count(*) from chat.messages)::int as messages,
      (select count(*) from outing.outings)::int as outings, (select count(*) from notification.alerts)::int as alerts,
      (select count(*) from "social-graph".friendships)::int as friendships, (select count(*) from outing.likes)::int as likes`);
    return { timings, counts: rows[0] };
  } finally {
    await session.close();
  }
}
