// One benchmark target per process, so the load generator, the gateway and the service
// never share a thread: `node bench/targets.mjs <service|gateway|bare>`. Prints one JSON
// line `{"url": …}` once listening, then `{"cpuMicros": …}` for each line it reads.
// Built code only (`npm run build` first).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { createServiceApp, createLogger, listen } = require('@outings/service-kit');
const { SERVICE_NAMES } = require('@outings/contracts');

export const USER_ID = 'bench-user';
/** The measured call: one the gateway forwards untouched to the activity service. */
export const ROUTE = '/activity/get-all';
// A real-sized public profile: what login's session view is composed of.
const strippedUser = {
  _id: USER_ID,
  first_name: 'Ada',
  last_name: 'Lovelace',
  tagline: 'Counting engines',
  location: 'London, GB',
  status: { status: 'Ready', updated: '2024-01-01T00:00:00.000Z' },
  profile_picture: { key: 'pictures/bench.webp', zoom: 1, crop: { x: 0, y: 0 } },
  flake: 0,
  completed_outings: 3,
};
// What `GET /activity/get-all` answers: a real-sized list (~300 bytes, as the profile above).
const activities = {
  activities: [{ _id: 'a1', name: 'Board games', category: 'Games', location: 'London, GB', duration: 2, cost: 0, participants: 4, featured: true }, { _id: 'a2', name: 'Picnic', category: 'Outdoors', location: 'London, GB', duration: 3, cost: 10, participants: 6, featured: false }],
};
const logger = createLogger('bench', 'warn');

/** The trivial service route, on the service app factory every service uses; plus what login needs. */
function startService() {
  const app = createServiceApp({
    logger,
    routes: (routes) => {
      routes.get(ROUTE, (_req, res) => {
        res.set('Cache-Control', 'private, no-store');
        res.json(activities);
      });
      // Login: the credentials (auth), then the session view (profile, social-graph).
      routes.post('/sessions', (_req, res) => {
        res.json({ userId: USER_ID });
      });
      routes.get('/users/:id', (req, res) => {
        res.json({ ...strippedUser, _id: req.params.id, username: 'ada@example.com' });
      });
      routes.get('/users/:id/friends', (_req, res) => {
        res.json({ friends: [], friend_requests: [] });
      });
    },
  });
  return listen(app, 0);
}

async function startGateway() {
  const { createGateway, remoteUrlsFromEnv } = require('@outings/gateway');
  const upstream = process.env.BENCH_SERVICE_URL;
  if (!upstream) throw new Error('BENCH_SERVICE_URL is required');
  const gateway = createGateway({
    logger,
    publicUrl: 'http://localhost',
    sessionSecret: 'bench-secret-bench-secret-bench-secret',
    // Its calls are signed; the bench's service app (createServiceApp alone) does not check them.
    internalAuthSecret: 'bench-internal-auth-secret-bench-internal',
    // One service process plays every service the gateway calls.
    services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, upstream])),
    frontendsDir: '/nonexistent',
    remotes: remoteUrlsFromEnv({}),
  });
  const running = await listen(gateway.handle, 0);
  gateway.attach(running.server);
  return running;
}

function startBare() {
  const body = JSON.stringify(strippedUser);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}` })));
}

const starters = { service: startService, gateway: startGateway, bare: startBare };

/** Run as `node bench/targets.mjs <kind>`; run.mjs imports only the constants above. */
async function main(kind) {
  if (!(kind in starters)) {
    console.error(`usage: targets.mjs ${Object.keys(starters).join('|')}`);
    process.exit(2);
  }
  const { url } = await starters[kind]();
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  // Each line on stdin asks for the CPU time used so far: CPU per request is a steadier
  // measure of cost than throughput on a machine other work shares.
  createInterface({ input: process.stdin }).on('line', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMicros: user + system })}\n`);
  });
  process.on('SIGTERM', () => process.exit(0));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv[2]);
