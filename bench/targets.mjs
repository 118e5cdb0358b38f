// One benchmark target per process, so the load generator, the gateway and the service
// never share a thread: `node bench/targets.mjs <service|gateway|bare>`. Prints one JSON
// line `{"url": …}` once listening, then `{"cpuMicros": …}` for each line it reads.
// Built code only (`npm run build` first).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const { createServiceApp, createLogger, listen } = require('@outings/service-kit');

export const USER_ID = 'bench-user';
// What `GET /user/stripped-user/:id` answers: a real-sized public profile.
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
const logger = createLogger('bench', 'warn');

/** The trivial service route, on the service app factory every service uses; plus what login needs. */
function startService() {
  const app = createServiceApp({
    logger,
    routes: (routes) => {
      routes.get('/user/stripped-user/:id', (_req, res) => {
        res.json(strippedUser);
      });
      routes.post('/sessions', (_req, res) => {
        res.json({ userId: USER_ID });
      });
      routes.get('/users/:id', (req, res) => {
        res.json({ ...strippedUser, _id: req.params.id, username: 'ada@example.com' });
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
    services: { auth: upstream, profile: upstream, media: upstream, notification: upstream },
    frontendsDir: '/nonexistent',
    remotes: remoteUrlsFromEnv({}),
  });
  const running = await listen(gateway.app, 0);
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
const kind = process.argv[2];
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
