// The app as a bench runs it: `deploy/runner/bin/start.mjs` with an environment of this run
// alone (a dropped database, its own exchange, queues, job and Redis key prefixes, free
// ports, no demo world), everything of it removed again by the clean-ups.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showTail, spawnLogged, waitFor } from './children.mjs';
import { addCleanUp } from './clean-ups.mjs';
import { freePort } from './free-port.mjs';
import { deleteRedisKeys } from './redis-keys.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const RUNNER = path.join(root, 'deploy/runner/bin/start.mjs');

/** Drops the bench's database and the per-service roles the cluster runner made for it. */
async function dropDatabaseAndRoles(databaseUrl, database) {
  const { SERVICE_NAMES, serviceDatabaseRole } = require('@outings/contracts');
  const { dropPostgresDatabase } = require('@outings/db');
  await dropPostgresDatabase(databaseUrl);
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: databaseUrl.replace(`/${database}`, '/postgres') });
  await admin.connect();
  try {
    for (const name of SERVICE_NAMES) await admin.query(`drop role if exists "${serviceDatabaseRole(database, name)}"`);
  } finally {
    await admin.end();
  }
}

/**
 * The environment of a run: `database` on the local PostgreSQL (dropped first and after),
 * `namespace` for the exchange, queues, jobs and Redis keys, ports picked free.
 * `servicePorts` are the cluster's; the embedded run picks its own.
 */
export async function prepareAppEnv({ database, namespace, dataDir }) {
  const { SERVICE_NAMES, servicePortVariable } = require('@outings/contracts');
  const { dropPostgresDatabase } = require('@outings/db');
  const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/outings');
  databaseUrl.pathname = `/${database}`;
  await dropPostgresDatabase(databaseUrl.toString());
  addCleanUp(() => dropDatabaseAndRoles(databaseUrl.toString(), database));
  const runId = randomUUID().slice(0, 8);
  const run = `${namespace}:${runId}`;
  // BullMQ's keys (`<JOBS_PREFIX>:<service>:…`, repeatable jobs included) are this run's too.
  const jobsPrefix = `${namespace}-${runId}`;
  addCleanUp(() => deleteRedisKeys(`${run}:*`));
  addCleanUp(() => deleteRedisKeys(`${jobsPrefix}:*`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const servicePorts = {};
  for (const name of SERVICE_NAMES) servicePorts[name] = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO_SEED: 'false',
    DATABASE_URL: databaseUrl.toString(),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Given, not made by the runner, so a second gateway signs its calls to the services as the first does.
    INTERNAL_AUTH_SECRET: randomBytes(32).toString('base64url'),
    EVENT_EXCHANGE: `${namespace}.events`,
    EVENT_QUEUE_PREFIX: namespace,
    JOBS_PREFIX: jobsPrefix,
    REDIS_KEY_PREFIX: `${run}:`,
    AUTH_RATE_LIMIT_PREFIX: `${run}:auth`,
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [servicePortVariable(name), String(servicePorts[name])])),
  };
  delete env.SMTP_URL;
  return { env, url, databaseUrl: databaseUrl.toString(), servicePorts, redisKeyPrefix: `${run}:` };
}

/** Starts the app in `mode` (`cluster` or `embedded`) and resolves once its banner is out. */
export async function startApp(mode, env, logFile) {
  const part = spawnLogged(`the ${mode} app`, [RUNNER, mode], env, logFile);
  try {
    await waitFor(part, async () => readFileSync(logFile, 'utf8').includes('Outings is running at'), 'start');
  } catch (error) {
    showTail(part);
    await part.stop();
    throw error;
  }
  part.rememberDescendants();
  return part;
}
