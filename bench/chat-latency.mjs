// Chat message latency through the gateway's socket (issue 9): `message-sent` from a
// member's socket until its acknowledgement, and until the other member's socket gets the
// `new-message`. Two targets, measured in turn in the same run, on the same machine:
//   socket.io  a bare socket.io server that acknowledges at once and emits to the room:
//              the ceiling of socket.io on this machine (same client, same events)
//   gateway    the real gateway (`createGateway`, built code): session handshake, payload
//              validation, the chat service's messages route over the pooled HTTP client,
//              and the service's `new-message` through `gateway.realtime.toChat` (as in the
//              embedded runner). The chat service is a stand-in in the gateway's process
//              that stores in memory: what is measured is the gateway's path, not PostgreSQL.
// Both run in one child process (`--target`), so the load generator never shares their
// thread. Each of BENCH_PAIRS pairs of users (sender, receiver) has its own chat; every
// sender sends one message after the other. Prints msg/s, ack and delivery p50/p99 and the
// target's CPU per message, then gateway against socket.io. Exits 1 on any refused or lost
// message, never on a figure.
//
//   npm run build && node bench/chat-latency.mjs
//   BENCH_PAIRS (20), BENCH_WARMUP (1 s), BENCH_DURATION (5 s), BENCH_ROUNDS (3)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// socket.io and the gateway's own dependencies resolve from the gateway's folder.
const requireFromGateway = createRequire(path.join(root, 'gateway', 'package.json'));

const settings = {
  pairs: Number(process.env.BENCH_PAIRS ?? 20),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};
const PUBLIC_URL = 'http://localhost';
const PASSWORD = 'Bench-password1';
const chatOf = (pair) => `bench-chat-${pair}`;
const pairOf = (userId) => Number(userId.split('-').pop());

// ---------------------------------------------------------------------------- target

/** What the chat service answers, and what it then emits to the room. */
function storedMessage(userId, body) {
  return { id: body.id, message: body.message, user: userId, sent: new Date().toISOString(), readBy: [userId] };
}

function profileOf(userId) {
  return {
    _id: userId,
    username: `${userId}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    tagline: 'Counting engines',
    location: 'London, GB',
    status: { status: 'Ready', updated: '2024-01-01T00:00:00.000Z' },
    profile_picture: { key: `pictures/${userId}`, zoom: 1, crop: { x: 0, y: 0 } },
    flake: 0,
    completed_outings: 0,
  };
}

async function startGatewayTarget() {
  const { createServiceApp, createLogger, listen } = requireFromGateway('@outings/service-kit');
  const { createGateway, remoteUrlsFromEnv } = requireFromGateway(path.join(root, 'gateway/dist/gateway.js'));
  const logger = createLogger('bench', 'warn');
  let gateway;
  // Every upstream in one stand-in: login and the session view (auth, profile,
  // social-graph), and the chat routes the socket events call.
  const upstream = createServiceApp({
    logger,
    routes: (routes) => {
      routes.post('/sessions', (req, res) => res.json({ userId: String(req.body.username).split('@')[0] }));
      routes.get('/users/:id', (req, res) => res.json(profileOf(req.params.id)));
      routes.get('/users/:id/friends', (_req, res) => res.json({ friends: [], friend_requests: [] }));
      routes.get('/users/:userId/chats/:chatId/membership', (req, res) => {
        res.status(chatOf(pairOf(req.params.userId)) === req.params.chatId ? 204 : 403).end();
      });
      routes.post('/users/:userId/chats/:chatId/messages', (req, res) => {
        const message = storedMessage(req.params.userId, req.body);
        res.status(201).json({ message, duplicate: false });
        // The service emits once the message is stored (after its commit).
        gateway.realtime.toChat(req.params.chatId, 'new-message', { message, chat: req.params.chatId });
      });
    },
  });
  const service = await listen(upstream, 0);
  const names = ['auth', 'profile', 'media', 'notification', 'social-graph', 'activity', 'chat'];
  gateway = createGateway({
    logger,
    publicUrl: PUBLIC_URL,
    sessionSecret: 'bench-secret-bench-secret-bench-secret',
    services: Object.fromEntries(names.map((name) => [name, service.url])),
    frontendsDir: '/nonexistent',
    remotes: remoteUrlsFromEnv({}),
    // Every sender sends as fast as it is acknowledged: no flood limit here.
    chatLimits: { messageLimit: { max: 1_000_000, windowMs: 1000 } },
  });
  const running = await listen(gateway.app, 0);
  gateway.attach(running.server);
  return running.url;
}

/** socket.io alone: acknowledges at once and emits the message to the chat's room. */
async function startBareTarget() {
  const { Server } = requireFromGateway('socket.io');
  const server = createServer();
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => {
    const userId = String(socket.handshake.auth.userId);
    socket.on('join-room', (chatId, ack) => {
      void socket.join(`chat:${chatId}`);
      ack({ ok: true });
    });
    socket.on('message-sent', (payload, ack) => {
      const message = storedMessage(userId, payload.message);
      ack({ ok: true, data: message });
      io.to(`chat:${payload.chat}`).emit('new-message', { message, chat: payload.chat });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}

async function runTarget() {
  const urls = { gateway: await startGatewayTarget(), 'socket.io': await startBareTarget() };
  process.stdout.write(`${JSON.stringify({ urls })}\n`);
  createInterface({ input: process.stdin }).on('line', () => {
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMicros: user + system })}\n`);
  });
  process.on('SIGTERM', () => process.exit(0));
}

// ---------------------------------------------------------------------------- load

function startTargetProcess() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--target'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const next = () => new Promise((resolve) => waiting.push(resolve));
  return {
    ready: next(),
    cpuMicros: async () => {
      const answer = next();
      child.stdin.write('cpu\n');
      return (await answer).cpuMicros;
    },
    stop: () => child.kill('SIGTERM'),
  };
}

async function sessionCookie(url, userId) {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ username: `${userId}@example.com`, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login of ${userId} failed with ${res.status}`);
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('outings.sid='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0];
}

async function openSocket(target, url, userId) {
  const { io } = requireFromGateway('socket.io-client');
  const options = { path: '/socket.io', reconnection: false, transports: ['websocket'], timeout: 10_000 };
  const socket =
    target === 'gateway'
      ? io(url, { ...options, extraHeaders: { cookie: await sessionCookie(url, userId) } })
      : io(url, { ...options, auth: { userId } });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const percentile = (sorted, share) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);

/** Every sender sends back to back until `until`; latencies in ms of the ack and of the receiver's delivery. */
async function load(pairs, until, record) {
  await Promise.all(
    pairs.map(async ({ sender, receiver, chat }) => {
      const pending = new Map();
      const onMessage = ({ message }) => {
        const sentAt = pending.get(message.id);
        if (sentAt === undefined) return;
        pending.delete(message.id);
        if (record) record.delivered.push(performance.now() - sentAt);
      };
      receiver.on('new-message', onMessage);
      while (performance.now() < until) {
        const id = randomUUID();
        const sentAt = performance.now();
        pending.set(id, sentAt);
        const ack = await sender.timeout(10_000).emitWithAck('message-sent', { chat, message: { id, message: 'Hello, how are you?' } });
        if (!ack.ok) throw new Error(`message refused: ${ack.status} ${ack.error}`);
        if (record) record.acked.push(performance.now() - sentAt);
      }
      // The last deliveries are on their way.
      const deadline = performance.now() + 5000;
      while (pending.size > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      receiver.off('new-message', onMessage);
      if (pending.size > 0 && record) record.lost += pending.size;
    }),
  );
}

async function measure(target, url, cpuMicros) {
  const pairs = await Promise.all(
    Array.from({ length: settings.pairs }, async (_, index) => {
      const chat = chatOf(index);
      const [sender, receiver] = await Promise.all([
        openSocket(target, url, `bench-sender-${index}`),
        openSocket(target, url, `bench-receiver-${index}`),
      ]);
      for (const socket of [sender, receiver]) {
        const joined = await socket.timeout(10_000).emitWithAck('join-room', chat);
        if (!joined.ok) throw new Error(`join-room refused: ${joined.status} ${joined.error}`);
      }
      return { sender, receiver, chat };
    }),
  );
  try {
    await load(pairs, performance.now() + settings.warmupSeconds * 1000, null);
    const record = { acked: [], delivered: [], lost: 0 };
    const cpuBefore = await cpuMicros();
    const started = performance.now();
    await load(pairs, started + settings.durationSeconds * 1000, record);
    const elapsedSeconds = (performance.now() - started) / 1000;
    const cpu = (await cpuMicros()) - cpuBefore;
    if (record.lost > 0) throw new Error(`${record.lost} messages acknowledged but never delivered`);
    const acked = record.acked.sort((a, b) => a - b);
    const delivered = record.delivered.sort((a, b) => a - b);
    return {
      perSecond: acked.length / elapsedSeconds,
      ackP50: percentile(acked, 0.5),
      ackP99: percentile(acked, 0.99),
      deliverP50: percentile(delivered, 0.5),
      deliverP99: percentile(delivered, 0.99),
      // Over the whole window, the drain included: close enough to compare the two targets.
      cpuPerMessage: cpu / acked.length,
    };
  } finally {
    for (const { sender, receiver } of pairs) {
      sender.disconnect();
      receiver.disconnect();
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function runBench() {
  const target = startTargetProcess();
  try {
    const { urls } = await target.ready;
    const targets = ['socket.io', 'gateway'];
    const results = Object.fromEntries(targets.map((name) => [name, []]));
    for (let round = 1; round <= settings.rounds; round += 1) {
      for (const name of targets) results[name].push(await measure(name, urls[name], target.cpuMicros));
    }
    const summary = Object.fromEntries(
      targets.map((name) => [
        name,
        Object.fromEntries(Object.keys(results[name][0]).map((key) => [key, median(results[name].map((result) => result[key]))])),
      ]),
    );
    const fixed = (value, digits = 1) => value.toFixed(digits).padStart(12);
    console.log(`${settings.pairs} sender/receiver pairs, ${settings.durationSeconds} s, median of ${settings.rounds} rounds`);
    console.log(`${'target'.padEnd(10)}${'msg/s'.padStart(12)}${'ack p50 ms'.padStart(12)}${'ack p99 ms'.padStart(12)}${'dlv p50 ms'.padStart(12)}${'dlv p99 ms'.padStart(12)}${'CPU µs/msg'.padStart(12)}`);
    for (const name of targets) {
      const s = summary[name];
      console.log(`${name.padEnd(10)}${fixed(s.perSecond, 0)}${fixed(s.ackP50)}${fixed(s.ackP99)}${fixed(s.deliverP50)}${fixed(s.deliverP99)}${fixed(s.cpuPerMessage, 0)}`);
    }
    const gateway = summary.gateway;
    const bare = summary['socket.io'];
    console.log(
      `\ngateway/socket.io throughput ${(gateway.perSecond / bare.perSecond).toFixed(2)}   ` +
        `added ack p50 ${(gateway.ackP50 - bare.ackP50).toFixed(1)} ms   ` +
        `added CPU per message ${(gateway.cpuPerMessage - bare.cpuPerMessage).toFixed(0)} µs`,
    );
  } finally {
    target.stop();
  }
}

if (process.argv.includes('--target')) await runTarget();
else
  await runBench().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
