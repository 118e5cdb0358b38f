// Gateway overhead, measured in one run against same-run baselines (issue 2 item 11):
//   bare     a node:http server answering a fixed JSON body: the ceiling of this machine
//   direct   the same route served by `createServiceApp`, called directly
//   gateway  that route through the real gateway (session cookie, identity, pooled forward)
// Each target runs in its own process; autocannon runs here. Prints req/s, p50, p99, the
// CPU each request cost the target processes, and the ratios; writes
// bench/results/latest.json; exits 1 when the gateway keeps less than half of the direct
// throughput. `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  // Rounds alternate the targets, so a change in the machine's other load hits all three.
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
const ROUTE = '/user/stripped-user/bench-user';
const MIN_GATEWAY_SHARE = 0.5;

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

try {
  const service = await startTarget('service');
  const [gateway, bare] = await Promise.all([startTarget('gateway', { BENCH_SERVICE_URL: service.url }), startTarget('bare')]);
  const cookie = await sessionCookie(gateway.url);

  const rounds = { bare: [], direct: [], gateway: [] };
  for (let round = 0; round < settings.rounds; round += 1) {
    rounds.bare.push(await measure('bare', bare, [bare], {}));
    rounds.direct.push(await measure('direct', service, [service], { 'x-outings-user-id': 'bench-user' }));
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
    process.exitCode = 1;
  }
} finally {
  for (const target of targets) target.child.kill('SIGTERM');
}
