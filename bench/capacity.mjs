// Capacity: how many people-like users the app serves on this machine. A world of N
// accounts (friends, chats with history, pending and completed outings, likes, alerts,
// daily matches) is written into the services' tables; then steps of K users (the first
// K accounts), each user signed in with its own session, one socket.io connection in its
// chats' rooms, acting every 5–15 s from a weighted mix of the front end's calls
// (lib/capacity/mix.mjs). Each step ramps its new users in, then holds; only the hold is
// measured: req/s, msg/s, latency per call and overall, errors, message delivery to every
// other member (lost, doubled), the event-loop delay of each app process, CPU and memory
// per process, and the generator's own load. A step holds when p95 ≤ 300 ms, p99 ≤ 1 s,
// errors ≤ 0.1 %, delivery p99 ≤ 500 ms and nothing is lost; the climb stops at the first
// miss. Exits 0 unless the bench itself failed: a missed step is a figure.
//
//   npm run build && npm run bench:capacity -- [--mode cluster|embedded] [--users 5000] [--steps 500,1000]
//                                              [--ramp 30] [--hold 90] [--threads 2] [--login auto|http] [--quick]
//
// Cluster mode needs PostgreSQL, Redis and RabbitMQ on 127.0.0.1. Everything it starts is
// its own (database `outings_capacity_bench`, exchange, queues, job and Redis key
// prefixes of this run, a throw-away DATA_DIR) and is removed again, also on Ctrl+C.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { prepareAppEnv, startApp } from './lib/app-under-test.mjs';
import { showTail } from './lib/children.mjs';
import { addCleanUp, cleanUpOnSignals, runCleanUps } from './lib/clean-ups.mjs';
import { freePort } from './lib/free-port.mjs';
import { metricsTargets, scrapeLoopDelays } from './lib/capacity/app-metrics.mjs';
import { startGenerator } from './lib/capacity/generator.mjs';
import { epochNow } from './lib/capacity/http-calls.mjs';
import { MIX } from './lib/capacity/mix.mjs';
import { readOptions } from './lib/capacity/options.mjs';
import { cpuSnapshot, partsNow, usageBetween } from './lib/capacity/process-usage.mjs';
import { seedWorld, sharedPasswordHash } from './lib/capacity/seed.mjs';
import { createSessionGiver } from './lib/capacity/sessions.mjs';
import { printStep, summaryLine, verdict } from './lib/capacity/step-report.mjs';
import { userIdOf, usernameOf } from './lib/capacity/world-sql.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATABASE = 'outings_capacity_bench';
const NAMESPACE = 'outings-bench-capacity';
const PASSWORD = 'Capacity-password1';
const THINK_MS = { min: 5_000, max: 15_000 };
/** Per generator thread: enough that a call never waits for a free connection. */
const CONNECTIONS_PER_THREAD = 256;
const LOGIN_SAMPLE = 200;
const MAX_LOGIN_SECONDS = 180;
/** After a ramp, how long the step's users may take to be in their rooms. */
const READY_TIMEOUT_MS = 120_000;
/** After a hold: the last answers, receipts (lost after 3 s) and batches (one a second) come in. */
const SETTLE_MS = 6_000;
const LOOP_RESOLUTION_MS = 10;

const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' ');

/** The app of `mode`, seeded: cluster seeds PostgreSQL while it runs; embedded seeds PGlite between a first start (migrations) and the measured one. */
async function startSeededApp(options, tempDir) {
  const dataDir = path.join(tempDir, 'data');
  const app = await prepareAppEnv({ database: DATABASE, namespace: NAMESPACE, dataDir });
  const metricsPort = await freePort();
  app.env.METRICS_PORT = String(metricsPort);
  const passwordHash = await sharedPasswordHash(PASSWORD);
  let started = performance.now();
  let part = await startApp(options.mode, app.env, path.join(tempDir, 'app-1.log'));
  addCleanUp(() => part.stop());
  log(`${options.mode} app started in ${((performance.now() - started) / 1000).toFixed(1)} s (log ${path.join(tempDir, 'app-1.log')})`);
  started = performance.now();
  let seeded;
  if (options.mode === 'embedded') {
    await part.stop();
    seeded = await seedWorld({ pgliteDir: path.join(dataDir, 'pg') }, { users: options.users, history: options.history, passwordHash });
    part = await startApp('embedded', app.env, path.join(tempDir, 'app-2.log'));
  } else {
    seeded = await seedWorld({ databaseUrl: app.databaseUrl }, { users: options.users, history: options.history, passwordHash });
  }
  const slowest = Object.entries(seeded.timings).sort(([, a], [, b]) => b - a).slice(0, 4).map(([label, s]) => `${label} ${s.toFixed(1)} s`);
  log(`seeded ${options.users} users (${JSON.stringify(seeded.counts)}) in ${((performance.now() - started) / 1000).toFixed(1)} s; slowest: ${slowest.join(', ')}`);
  return { app, part, metrics: metricsTargets(options.mode, metricsPort, app.servicePorts) };
}

/** Adds users `from`…`to - 1` evenly over the ramp, then waits until they are in their rooms (or failed). */
async function ramp(generator, users, from, to, rampSeconds) {
  const started = performance.now();
  const chunks = Math.max(1, Math.min(to - from, Math.round(rampSeconds * 4)));
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const first = from + Math.floor(((to - from) * chunk) / chunks);
    const last = from + Math.floor(((to - from) * (chunk + 1)) / chunks);
    generator.add(users.slice(first, last));
    const due = started + ((chunk + 1) * rampSeconds * 1000) / chunks;
    await sleep(Math.max(0, due - performance.now()));
  }
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (generator.counts().ready + generator.counts().failed < to && performance.now() < deadline) await sleep(250);
  const { ready, failed, joins } = generator.counts();
  log(`${to} users started: ${ready} in their rooms, ${failed} failed, ${((performance.now() - started) / 1000).toFixed(0)} s after the ramp began; ` +
    `join-room: ${joins.asked - joins.failed} of ${joins.asked} joined so far (a room not joined is left out of that user's messages)`);
}

async function hold(step, { generator, appPid, mode, metrics, holdSeconds, coordinatorLoop }) {
  await scrapeLoopDelays(metrics);
  coordinatorLoop.reset();
  const failedBefore = generator.counts().failed;
  const from = epochNow();
  const window = generator.openWindow(from);
  const before = cpuSnapshot(partsNow(appPid, mode));
  await sleep(holdSeconds * 1000);
  const to = epochNow();
  window.close(to);
  const after = cpuSnapshot(partsNow(appPid, mode));
  const appLoopDelays = await scrapeLoopDelays(metrics);
  const threads = (await generator.loopDelays()).map((thread) => thread.p99);
  const coordinator = Math.max(0, coordinatorLoop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS);
  await sleep(SETTLE_MS);
  window.addUnanswered(await generator.unanswered(), epochNow());
  const delivery = generator.delivery.windowFigures(from, to);
  generator.delivery.forgetBefore(to);
  const failures = generator.failures();
  return {
    users: step,
    mode,
    loadAverage: os.loadavg(),
    calls: window.figures(),
    delivery,
    failedUsers: generator.counts().failed,
    failedDuringHold: generator.counts().failed - failedBefore,
    failureSample: [...new Set(failures)].slice(0, 3),
    appLoopDelays,
    usage: usageBetween(before, after),
    generatorLoop: { coordinator, threads },
  };
}

async function run(options) {
  log(`capacity, ${options.mode} mode: ${options.users} accounts, steps ${options.steps.join(', ')}, ramp ${options.rampSeconds} s, hold ${options.holdSeconds} s, ` +
    `${options.threads} generator threads; ${os.cpus().length} CPUs, load average ${loadAverage()}`);
  log(`mix (% of actions): ${Object.entries(MIX).map(([name, weight]) => `${name} ${weight}`).join(', ')}; think time ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s`);
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'outings-bench-capacity-'));
  addCleanUp(() => rmSync(tempDir, { recursive: true, force: true }));
  const { app, part, metrics } = await startSeededApp(options, tempDir);
  const topStep = options.steps.at(-1);
  const users = Array.from({ length: topStep }, (_, index) => ({ index, id: userIdOf(index), username: usernameOf(index) }));
  const store = options.mode === 'cluster' && options.login === 'auto' ? { secret: app.env.SESSION_SECRET, redisKeyPrefix: app.redisKeyPrefix } : null;
  const sessions = createSessionGiver(app.url, { password: PASSWORD, store, sampleSize: LOGIN_SAMPLE, maxLoginSeconds: MAX_LOGIN_SECONDS, expectedUsers: options.users, log });
  const generator = startGenerator({ url: app.url, threads: options.threads, connectionsPerThread: CONNECTIONS_PER_THREAD, thinkMinMs: THINK_MS.min, thinkMaxMs: THINK_MS.max });
  addCleanUp(() => generator.stop());
  const coordinatorLoop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  coordinatorLoop.enable();
  const steps = [];
  let highestHeld = 0;
  try {
    let running = 0;
    for (const step of options.steps) {
      // Signed in step by step: a climb that stops early signs in no one it does not need.
      await sessions.give(users.slice(running, step));
      log(`step ${step}: ramping ${step - running} more users in over ${options.rampSeconds} s (load average ${loadAverage()})`);
      await ramp(generator, users, running, step, options.rampSeconds);
      running = step;
      const figures = await hold(step, { generator, appPid: part.child.pid, mode: options.mode, metrics, holdSeconds: options.holdSeconds, coordinatorLoop });
      const judged = verdict(figures);
      printStep(figures, judged);
      steps.push({ ...figures, ...judged });
      if (!judged.held) break;
      highestHeld = step;
    }
  } catch (error) {
    showTail(part);
    throw error;
  } finally {
    coordinatorLoop.disable();
  }
  return { mode: options.mode, sessions: sessions.totals(), steps, highestHeld };
}

cleanUpOnSignals();
let options;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
let result = null;
let failed = false;
try {
  result = await run(options);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await runCleanUps();
}
if (result) {
  mkdirSync(path.join(here, 'results'), { recursive: true });
  const report = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(), options, mix: MIX, ...result };
  writeFileSync(path.join(here, 'results', `capacity-${result.mode}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${result.mode}: highest step held ${result.highestHeld > 0 ? `${result.highestHeld} users` : 'none'} (steps measured: ${result.steps.map((step) => `${step.users} ${step.held ? 'held' : 'missed'}`).join(', ')})`);
  const last = result.steps.at(-1);
  if (last) console.log(summaryLine(last, last));
}
process.exitCode = failed ? 1 : 0;
