// The budgets, in one run: the gateway's overhead (below), then the
// login page's initial JavaScript (bundle-size.mjs) and Lighthouse on the first pages
// (lighthouse.mjs), each in its own process. Exits 1 when any budget is missed.
//   node bench/run.mjs [gateway] [bundle] [lighthouse]     # default: all three
//
// Gateway overhead, measured in one run against same-run baselines:
//   bare     a node:http server answering a fixed JSON body: the ceiling of this machine
//   direct   the same route served by `createServiceApp`, called directly
//   gateway  that route through the real gateway (session cookie, identity, pooled forward)
// The route is one the gateway forwards untouched (GET /activity/get-all). Each target
// runs in its own process; autocannon runs here. Prints req/s, p50, p99, the CPU each
// request cost the target processes, and the ratios; writes bench/results/latest.json;
// the budget is missed when the gateway keeps less than 0.7 of the direct throughput.
// `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ROUTE, USER_ID } from './targets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  // Rounds alternate the targets, so a change in the machine's other load hits all three.
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
const MIN_GATEWAY_SHARE = 0.7;

const targets = [];
process.once('exit', () => targets.forEach((target) => target.child.kill('SIGKILL')));

/** Starts a target process; resolves once it printed its URL. */
async function startTarget(kind, env = {}) {
  const child = spawn(process.execPath, [path.join(here, 'targets.mjs'), kind], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  // Log lines share stdout with the answers: wait for the one carrying `key`.
  const next = async (key) => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`${kind} target closed its output`);
      const message = JSON.parse(value);
      if (key in message) return message[key];
    }
  };
  const target = {
    child,
    url: undefined,
    async cpuMicros() {
      child.stdin.write('cpu\n');
      return next('cpuMicros');
    },
  };
  targets.push(target);
  target.url = await Promise.race([
    next('url'),
    new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)))),
  ]);
  return target;
}

async function sessionCookie(gatewayUrl) {
  const res = await fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    // The bench gateway's PUBLIC_URL (targets.mjs): the gateway trusts that origin, not its own Host.
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ username: 'ada@example.com', password: 'bench-password1' }),
  });
  if (res.status !== 200) throw new Error(`login through the gateway answered ${res.status}`);
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('outings.sid=')).split(';')[0];
}

/** Loads `entry` and reports throughput, latency and the CPU the `busy` processes spent per request. */
async function measure(name, entry, busy, headers) {
  const options = { url: `${entry.url}${ROUTE}`, connections: settings.connections, headers };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const cpuBefore = await Promise.all(busy.map((target) => target.cpuMicros()));
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const cpuAfter = await Promise.all(busy.map((target) => target.cpuMicros()));
  // A target answering errors fast would look fast: every answer must be a 200.
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  const cpuMicros = cpuAfter.reduce((sum, after, index) => sum + after - cpuBefore[index], 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    cpuMicrosPerRequest: cpuMicros / result.requests.total,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One row per target: the median of each figure over the rounds. */
function medianRow(name, rounds) {
  const figure = (key) => median(rounds.map((round) => round[key]));
  return {
    name,
    requestsPerSecond: figure('requestsPerSecond'),
    p50Ms: figure('p50Ms'),
    p99Ms: figure('p99Ms'),
    cpuMicrosPerRequest: figure('cpuMicrosPerRequest'),
    rounds,
  };
}

function printTable(rows, ratios) {
  const cell = (value, index) => (index === 0 ? String(value).padEnd(10) : String(value).padStart(13));
  const line = (cells) => cells.map(cell).join('');
  console.log(
    `\n${settings.connections} connections, ${settings.durationSeconds} s each after ${settings.warmupSeconds} s warm-up, ` +
      `median of ${settings.rounds} rounds, GET ${ROUTE}\n`,
  );
  console.log(line(['target', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req']));
  for (const row of rows) console.log(line([row.name, Math.round(row.requestsPerSecond), row.p50Ms, row.p99Ms, Math.round(row.cpuMicrosPerRequest)]));
  console.log(
    `\ngateway/direct ${ratios.gatewayToDirect.toFixed(2)}   direct/bare ${ratios.directToBare.toFixed(2)}` +
      `   gateway CPU per request ${Math.round(ratios.gatewayCpuMicrosPerRequest)} µs (gateway must keep ≥ ${MIN_GATEWAY_SHARE} of direct)\n`,
  );
}

/** Measures the three targets and prints the table; true when the gateway keeps its share. */
async function gatewayOverhead() {
  try {
    const service = await startTarget('service');
    const [gateway, bare] = await Promise.all([startTarget('gateway', { BENCH_SERVICE_URL: service.url }), startTarget('bare')]);
    const cookie = await sessionCookie(gateway.url);

    const rounds = { bare: [], direct: [], gateway: [] };
    for (let round = 0; round < settings.rounds; round += 1) {
      rounds.bare.push(await measure('bare', bare, [bare], {}));
      rounds.direct.push(await measure('direct', service, [service], { 'x-outings-user-id': USER_ID }));
      // CPU here counts the gateway and the service behind it: the whole cost of a call.
      rounds.gateway.push(await measure('gateway', gateway, [gateway, service], { cookie, accept: 'application/json' }));
    }
    const bareResult = medianRow('bare', rounds.bare);
    const directResult = medianRow('direct', rounds.direct);
    const gatewayResult = medianRow('gateway', rounds.gateway);

    const ratios = {
      gatewayToDirect: gatewayResult.requestsPerSecond / directResult.requestsPerSecond,
      directToBare: directResult.requestsPerSecond / bareResult.requestsPerSecond,
      gatewayCpuMicrosPerRequest: gatewayResult.cpuMicrosPerRequest - directResult.cpuMicrosPerRequest,
    };
    printTable([bareResult, directResult, gatewayResult], ratios);
    const report = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      settings: { ...settings, route: ROUTE },
      results: { bare: bareResult, direct: directResult, gateway: gatewayResult },
      ratios,
      pass: ratios.gatewayToDirect >= MIN_GATEWAY_SHARE,
    };
    await mkdir(path.join(here, 'results'), { recursive: true });
    await writeFile(path.join(here, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (!report.pass) {
      console.error(`The gateway kept ${ratios.gatewayToDirect.toFixed(2)} of the direct throughput; at least ${MIN_GATEWAY_SHARE} is required.`);
    }
    return report.pass;
  } finally {
    for (const target of targets) target.child.kill('SIGTERM');
  }
}

/** Runs another bench script with this one's output; true when it exits 0. */
function script(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, file)], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code === 0));
  });
}

const PARTS = {
  gateway: { title: 'gateway keeps ≥ 0.7 of the direct throughput', run: gatewayOverhead },
  bundle: { title: 'login page initial JavaScript ≤ 120 KB gzipped (bundle-size.mjs)', run: () => script('bundle-size.mjs') },
  lighthouse: { title: 'Lighthouse ≥ 95 on the first pages (lighthouse.mjs)', run: () => script('lighthouse.mjs') },
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`usage: run.mjs [${Object.keys(PARTS).join('] [')}]`);
  process.exit(2);
}
const outcomes = [];
for (const name of chosen.length ? chosen : Object.keys(PARTS)) {
  const part = PARTS[name];
  // Lighthouse has a script of its own (and needs Chromium); without it, it is reported, not run.
  if (name === 'lighthouse' && !existsSync(path.join(here, 'lighthouse.mjs'))) {
    outcomes.push({ title: part.title, result: 'not run (no bench/lighthouse.mjs)' });
    continue;
  }
  console.log(`\n== ${name} ==`);
  outcomes.push({ title: part.title, result: (await part.run()) ? 'met' : 'MISSED' });
}
console.log('\nbudgets');
for (const { title, result } of outcomes) console.log(`  ${result.padEnd(6)}  ${title}`);
if (outcomes.some((outcome) => outcome.result === 'MISSED')) process.exitCode = 1;
