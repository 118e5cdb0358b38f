// The session check under load: the real app, started the way
// `npm start` and `npm run start:cluster` start it, signed in as the Sample Login demo
// account, and `GET /auth/check` with that one cookie from 200 connections. Per mode it
// also loads two same-run baselines, so figures from a busy machine can be compared:
//   healthz   the gateway's `/healthz`: the gateway process and this load generator, no work
//   profile   the profile service's `GET /users/{id}` called directly (16 connections): the lookup behind the check
//   check     `GET /auth/check` through the gateway: session, renewal, composition, profile call
// Prints req/s, p50, p99, max, errors, the CPU the app's processes spent per request and
// the app's RSS before and after the check run; checks the goals
// (cluster p99 < 500 ms, max < 2 s in both modes) and says whether each was met. Exits 1
// only on errors (a non-200 answer, a start-up failure), never on a missed goal.
// `npm run build` first; cluster mode needs PostgreSQL, Redis and RabbitMQ on 127.0.0.1.
//
//   node bench/auth-check.mjs [embedded] [cluster]
//   BENCH_CPU_PROF=/tmp/prof node bench/auth-check.mjs   # + a CPU profile of every app process
//   BENCH_CONNECTIONS, BENCH_PROFILE_CONNECTIONS, BENCH_WARMUP, BENCH_DURATION, LOG_LEVEL
//
// Everything it starts is its own: a throw-away DATA_DIR, a dropped database, its own
// exchange, queues, job and Redis key prefixes. It stops all of it, even on failure.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { deleteRedisKeys } from './lib/redis-keys.mjs';
import { freePort } from './lib/free-port.mjs';
import { cpuOf, partName, processTree, readProc, rssMb } from './lib/proc.mjs';
import autocannon from 'autocannon';
import { SAMPLE_LOGIN, signInSampleLogin } from './lib/sample-login.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const require = createRequire(import.meta.url);
const RUNNER = path.join(root, 'deploy/runner/bin/start.mjs');

const MODES = ['embedded', 'cluster'];
const settings = {
  modes: process.argv.slice(2).length > 0 ? process.argv.slice(2) : MODES,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 200),
  // Services are only ever called through the gateway's few pooled connections, never by
  // 200 browsers at once: the direct baseline loads the service the way the gateway does.
  profileConnections: Number(process.env.BENCH_PROFILE_CONNECTIONS ?? 16),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  cpuProfileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined,
};
const GOALS = { clusterP99Ms: 500, maxMs: 2000 };
// Shared infrastructure: this bench's exchange, queues and jobs stay apart from a
// developer's cluster and from the e2e runs (reused run after run, so none pile up).
const NAMESPACE = 'outings-bench';
const CLUSTER_DATABASE = 'outings_bench';
const START_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 40_000;

for (const mode of settings.modes) {
  if (!MODES.includes(mode)) {
    console.error(`usage: auth-check.mjs [${MODES.join('] [')}] (got "${mode}")`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------- processes (Linux /proc)

/** RSS per part of the app (embedded: one process; cluster: the runner and each child). */
function appRss(app) {
  const parts = {};
  for (const pid of processTree(app.child.pid)) {
    const name = pid === app.child.pid ? 'runner' : partName(pid);
    parts[name] = (parts[name] ?? 0) + Math.round(rssMb(pid));
  }
  return { total: Object.values(parts).reduce((sum, mb) => sum + mb, 0), parts };
}

/** CPU time (user + system, ms) the app's processes have used so far: a steadier measure of cost than throughput on a shared machine. */
function appCpuMs(app) {
  return processTree(app.child.pid).reduce((sum, pid) => sum + (cpuOf(pid)?.ms ?? 0), 0);
}

/** Loopback TCP ports a process listens on (its sockets matched against /proc/net/tcp*). */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // Closed while we looked.
    }
  }
  const ports = new Set();
  for (const table of ['tcp', 'tcp6']) {
    for (const line of (readProc(pid, `net/${table}`) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address rem_address st … inode; 0A is LISTEN.
      if (fields[3] === '0A' && inodes.has(fields[9])) ports.add(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return [...ports];
}

// ---------------------------------------------------------------- the app

/** The environment of one mode, and what to remove once it has stopped. */
async function prepare(mode) {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), `outings-bench-${mode}-`));
  const dataDir = path.join(tempDir, 'data');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cleanUps = [() => rmSync(tempDir, { recursive: true, force: true })];
  // The app's own log level (info, a line per request in every part, as `npm start` runs
  // it) unless LOG_LEVEL says otherwise; SMTP_URL unset: mail goes to that log.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, DEMO_SEED: 'true', INTERNAL_AUTH_SECRET };
  delete env.SMTP_URL;
  if (settings.cpuProfileDir) {
    const dir = path.join(settings.cpuProfileDir, mode);
    mkdirSync(dir, { recursive: true });
    // Inherited by the cluster's children: one profile per process, written as each exits
    // (Node 20 refuses `--cpu-prof` itself in NODE_OPTIONS).
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(here, 'cpu-profile-preload.cjs')}`.trim();
    env.BENCH_CPU_PROF_DIR = dir;
  }
  const logFile = path.join(tempDir, 'app.log');
  if (mode === 'embedded') return { env, url, logFile, cleanUps, profileUrl: undefined };

  const { dropPostgresDatabase } = require('@outings/db');
  const databaseUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/outings');
  databaseUrl.pathname = `/${CLUSTER_DATABASE}`;
  await dropPostgresDatabase(databaseUrl.toString());
  cleanUps.push(() => dropPostgresDatabase(databaseUrl.toString()));
  const servicePorts = { AUTH_PORT: await freePort(), PROFILE_PORT: await freePort(), MEDIA_PORT: await freePort(), NOTIFICATION_PORT: await freePort() };
  const run = `${NAMESPACE}:${randomUUID().slice(0, 8)}`;
  const redisKeyPrefix = `${run}:`;
  cleanUps.push(() => deleteRedisKeys(`${run}:*`));
  return {
    env: {
      ...env,
      ...Object.fromEntries(Object.entries(servicePorts).map(([name, value]) => [name, String(value)])),
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      EVENT_EXCHANGE: `${NAMESPACE}.events`,
      EVENT_QUEUE_PREFIX: NAMESPACE,
      JOBS_PREFIX: NAMESPACE,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      AUTH_RATE_LIMIT_PREFIX: `${run}:auth`,
    },
    url,
    logFile,
    cleanUps,
    profileUrl: `http://127.0.0.1:${servicePorts.PROFILE_PORT}`,
  };
}

const running = new Set();

/**
 * Starts the runner for `mode`; resolves once it printed its banner (every part is ready).
 * Its output goes to `logFile`: the kernel writes it, not this process, whose event loop
 * is the load generator's and must not be busy reading a line per request.
 */
async function startApp(mode, env, logFile) {
  const output = openSync(logFile, 'a');
  const child = spawn(process.execPath, [RUNNER, mode], {
    cwd: root,
    env,
    stdio: ['ignore', output, output],
    // Its own process group: a Ctrl+C here reaches this script, which stops the app in order.
    detached: true,
  });
  closeSync(output);
  const app = { mode, child, logFile, descendants: new Set(), exited: false };
  running.add(app);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  app.exitedPromise = exited.then((result) => {
    app.exited = true;
    return result;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    while (!readFileSync(logFile, 'utf8').includes('Outings is running at')) {
      if (app.exited) throw new Error(`the ${mode} app exited during start-up (${await app.exitedPromise})`);
      if (Date.now() > deadline) throw new Error(`the ${mode} app did not start within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    showTail(app);
    throw error;
  }
  // Remembered now: if the runner had to be killed, its children must not linger.
  for (const pid of processTree(child.pid)) if (pid !== child.pid) app.descendants.add(pid);
  return app;
}

function showTail(app) {
  const lines = readFileSync(app.logFile, 'utf8').trimEnd().split('\n').slice(-40);
  console.error(`--- last lines of the ${app.mode} app (${app.logFile}) ---\n${lines.join('\n')}\n---`);
}

/** SIGTERM (the runner stops its parts in order, profiles get written), SIGKILL after a grace period. */
async function stopApp(app) {
  if (!app.exited) {
    app.child.kill('SIGTERM');
    const timer = setTimeout(() => {
      console.error(`the ${app.mode} app did not stop within ${STOP_GRACE_MS / 1000} s: killing it`);
      app.child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await app.exitedPromise;
    clearTimeout(timer);
  }
  for (const pid of app.descendants) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone: the normal case.
    }
  }
  running.delete(app);
}

/** The profile service's address in embedded mode: the one loopback port answering `/users/{id}` with a profile. */
async function findProfileService(app, userId, gatewayUrl) {
  const gatewayPort = Number(new URL(gatewayUrl).port);
  for (const port of listeningPorts(app.child.pid)) {
    if (port === gatewayPort) continue;
    const url = `http://127.0.0.1:${port}`;
    try {
      const { signCall } = require('@outings/service-kit');
      const headers = { 'x-outings-user-id': userId, ...signCall(INTERNAL_AUTH_SECRET, { method: 'GET', path: `/users/${userId}`, userId }) };
      const res = await fetch(`${url}/users/${userId}`, { headers, signal: AbortSignal.timeout(2_000) });
      if (res.status === 200 && (await res.json()).username === SAMPLE_LOGIN.username) return url;
    } catch {
      // Not an HTTP service (the S3 server may answer differently, or not at all).
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- load

const windows = [];

/**
 * A service answers only calls the gateway signed (`@outings/service-kit`'s gateway
 * signature): the bench gives the app this secret and signs each direct call as it
 * leaves, since a signature is good for a minute only.
 */
const INTERNAL_AUTH_SECRET = randomBytes(32).toString('base64url');
function signedAs(userId) {
  const { signCall } = require('@outings/service-kit');
  return (request) => {
    request.headers = { ...request.headers, ...signCall(INTERNAL_AUTH_SECRET, { method: request.method ?? 'GET', path: request.path, userId }) };
    return request;
  };
}

/** Warm-up, then the measured run; every answer must be a 200. */
async function measure(app, name, url, headers, connections = settings.connections, setupRequest = undefined) {
  const { mode } = app;
  const options = { url, headers, connections, timeout: 10, ...(setupRequest ? { requests: [{ setupRequest }] } : {}) };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const startedUs = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = appCpuMs(app);
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const cpuMs = appCpuMs(app) - cpuBefore;
  // CLOCK_MONOTONIC, the clock of V8's CPU profiles: the summary can cut them to this window.
  windows.push({ mode, name, startUs: startedUs, endUs: Number(process.hrtime.bigint() / 1000n) });
  const statuses = Object.keys(result.statusCodeStats ?? {});
  const wrongStatuses = statuses.filter((status) => status !== '200');
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    cpuMsPerRequest: result.requests.total > 0 ? Math.round((cpuMs / result.requests.total) * 100) / 100 : null,
    errors,
    timeouts: result.timeouts,
    statuses: result.statusCodeStats,
    ok: errors === 0 && wrongStatuses.length === 0 && result.requests.total > 0,
  };
}

/** Clean-ups of the mode under way, for a Ctrl+C that ends the run half-way. */
const pendingCleanUps = new Set();

async function runCleanUps(cleanUps) {
  for (const cleanUp of cleanUps) {
    pendingCleanUps.delete(cleanUp);
    await Promise.resolve()
      .then(cleanUp)
      .catch((error) => console.error(`clean-up: ${error.message}`));
  }
}

async function runMode(mode) {
  const { env, url, logFile, cleanUps, profileUrl: clusterProfileUrl } = await prepare(mode);
  for (const cleanUp of cleanUps) pendingCleanUps.add(cleanUp);
  let app;
  try {
    app = await startApp(mode, env, logFile);
    const { cookie, userId } = await signInSampleLogin(url);
    const profileUrl = clusterProfileUrl ?? (await findProfileService(app, userId, url));
    const rows = [];
    rows.push(await measure(app, 'healthz', `${url}/healthz`, {}));
    if (profileUrl) {
      const identity = { 'x-outings-user-id': userId, accept: 'application/json' };
      rows.push(await measure(app, 'profile', `${profileUrl}/users/${userId}`, identity, settings.profileConnections, signedAs(userId)));
    }
    const rssBefore = appRss(app);
    rows.push(await measure(app, 'check', `${url}/auth/check`, { cookie, accept: 'application/json' }));
    const rssAfter = appRss(app);
    return { mode, rows, rssBefore, rssAfter };
  } catch (error) {
    if (app) showTail(app);
    throw error;
  } finally {
    if (app) await stopApp(app);
    await runCleanUps(cleanUps);
  }
}

// ---------------------------------------------------------------- report

function printMode({ mode, rows, rssBefore, rssAfter }) {
  const cell = (value, index) => (index === 0 ? String(value).padEnd(10) : String(value).padStart(index === 6 ? 12 : 9));
  const line = (cells) => cells.map(cell).join('');
  console.log(`\n${mode}`);
  console.log(line(['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'CPU ms/req']));
  for (const row of rows) console.log(line([row.name, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.maxMs, row.errors, row.cpuMsPerRequest]));
  const parts = Object.keys(rssAfter.parts)
    .filter((name) => name !== 'runner' || Object.keys(rssAfter.parts).length === 1)
    .map((name) => `${name} ${rssBefore.parts[name] ?? 0} → ${rssAfter.parts[name]}`);
  console.log(`RSS MB during the check run: ${rssBefore.total} → ${rssAfter.total}${parts.length > 1 ? ` (${parts.join(', ')})` : ''}`);
}

const rowOf = (results, mode, name) => results.find((result) => result.mode === mode)?.rows.find((row) => row.name === name);

function goals(results) {
  const checks = [];
  const cluster = rowOf(results, 'cluster', 'check');
  if (cluster) checks.push({ goal: `cluster p99 < ${GOALS.clusterP99Ms} ms`, value: cluster.p99Ms, met: cluster.p99Ms < GOALS.clusterP99Ms });
  for (const { mode } of results) {
    const row = rowOf(results, mode, 'check');
    checks.push({ goal: `${mode} max < ${GOALS.maxMs} ms`, value: row.maxMs, met: row.maxMs < GOALS.maxMs });
  }
  return checks;
}

// ---------------------------------------------------------------- main

async function stopEverything() {
  await Promise.all([...running].map((app) => stopApp(app).catch(() => undefined)));
  await runCleanUps([...pendingCleanUps]);
}
process.once('SIGINT', () => void stopEverything().then(() => process.exit(130)));
process.once('SIGTERM', () => void stopEverything().then(() => process.exit(143)));
process.once('exit', () => {
  for (const app of running) {
    app.child.kill('SIGKILL');
    for (const pid of app.descendants) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
  }
});

const results = [];
let failed = false;
console.log(
  `GET /auth/check, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per target; ` +
    `${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
);
for (const mode of settings.modes) {
  try {
    const result = await runMode(mode);
    results.push(result);
    printMode(result);
    for (const row of result.rows) {
      if (!row.ok) {
        failed = true;
        console.error(`${mode} ${row.name}: ${row.errors} errors (${row.timeouts} timeouts), statuses ${JSON.stringify(row.statuses)}`);
      }
    }
  } catch (error) {
    failed = true;
    console.error(`${mode}: ${error instanceof Error ? error.stack : error}`);
  }
}

const checks = goals(results);
if (checks.length > 0) {
  console.log('\ngoals');
  for (const check of checks) console.log(`  ${check.met ? 'met    ' : 'MISSED '} ${check.goal} (${check.value} ms)`);
}
mkdirSync(path.join(here, 'results'), { recursive: true });
const report = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(), settings, results, goals: checks, windows };
writeFileSync(path.join(here, 'results', 'auth-check.json'), `${JSON.stringify(report, null, 2)}\n`);
if (settings.cpuProfileDir) {
  writeFileSync(path.join(settings.cpuProfileDir, 'windows.json'), `${JSON.stringify(windows, null, 2)}\n`);
  console.log(`\nCPU profiles under ${settings.cpuProfileDir}: node bench/cpu-profile-summary.mjs ${settings.cpuProfileDir}/<mode>`);
}
if (failed) process.exitCode = 1;
