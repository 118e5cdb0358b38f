// Chat messages through the real path: 1,000 signed-in sockets in group
// chats of 6, 1,000 messages a second spread over every member, each `message-sent`
// stored by the chat service in PostgreSQL and pushed back as `new-message` through the
// realtime port (the Redis emitter) and the gateways' socket.io Redis adapter, to every
// member's socket. Three setups, measured in turn in one run, on the same machine:
//   socket.io     a bare socket.io server (its own process) that acknowledges at once and
//                 emits to the room: what socket.io alone costs here, same clients, same rooms
//   1 gateway     the app in cluster mode (`deploy/runner/bin/start.mjs cluster`: every
//                 service and the gateway as its own process, PostgreSQL, Redis, RabbitMQ
//                 on 127.0.0.1), every socket on its gateway
//   2 gateways    the same app plus a second gateway process (`gateway/dist/main.js`, same
//                 Redis, same session secret): half the sockets on each, every room spread
//                 over both
// The load generator is this process (every socket in it, so send and receipt times come
// from one clock). Per setup it prints offered and achieved msg/s, the acknowledgement's
// and the delivery's p50/p99 (send → `new-message` at each other member of the room; the
// sender's own echo left out), delivery max, lost and doubled receipts, the CPU each
// process spent per message stored (the target's; PostgreSQL's and Redis's apart) and
// this process's event-loop delay; then the
// goals (one gateway: delivery p99 < 20 ms; two gateways keep ≥ 0.6 of one gateway's
// throughput), met or missed. Exits 1 on a lost, doubled or refused message or a failed
// start, never on a figure.
//
//   npm run build && npm run bench:chat         [socket.io] [1-gateway] [2-gateways]
//   BENCH_SOCKETS (1000), BENCH_ROOM_SIZE (6), BENCH_RATE (1000 msg/s), BENCH_WARMUP (3 s),
//   BENCH_DURATION (10 s), BENCH_HISTORY (200 stored messages per chat), LOG_LEVEL
//
// The users, their friendships, chats and earlier messages are written straight into the
// services' tables (sign-up costs an argon2 hash and a mail each); every user then signs
// in through `POST /auth/login`. Everything it starts is its own: a dropped database
// `outings_chat_bench`, its own exchange and queues, job and Redis key prefixes of this
// run (deleted afterwards). It stops all of it, also on failure or Ctrl+C.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { prepareAppEnv, startApp } from './lib/app-under-test.mjs';
import { answersReady, showTail, spawnLogged, track, waitFor } from './lib/children.mjs';
import { addCleanUp, cleanUpOnSignals, runCleanUps } from './lib/clean-ups.mjs';
import { freePort } from './lib/free-port.mjs';
import { inBatches } from './lib/in-batches.mjs';
import { percentile } from './lib/percentile.mjs';
import { allPids, cpuOf, partName, processTree } from './lib/proc.mjs';
import { signInUsers } from './lib/sign-in.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const require = createRequire(import.meta.url);
const GATEWAY_MAIN = path.join(root, 'gateway/dist/main.js');

const SETUPS = ['socket.io', '1-gateway', '2-gateways'];
const settings = {
  setups: process.argv.slice(2).filter((arg) => !arg.startsWith('--')),
  sockets: Number(process.env.BENCH_SOCKETS ?? 1000),
  roomSize: Number(process.env.BENCH_ROOM_SIZE ?? 6),
  rate: Number(process.env.BENCH_RATE ?? 1000),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 3),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  history: Number(process.env.BENCH_HISTORY ?? 200),
};
if (settings.setups.length === 0) settings.setups = SETUPS;
const GOALS = { oneGatewayDeliveryP99Ms: 20, twoGatewayShare: 0.6 };
const DATABASE = 'outings_chat_bench';
const NAMESPACE = 'outings-bench-chat';
const PASSWORD = 'Bench-password1';
const TEXT = 'Shall we meet at the climbing gym at seven?';
const CONNECT_CONCURRENCY = 50;
const ACK_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 30_000;
const LOOP_DELAY_RESOLUTION_MS = 10;

// ---------------------------------------------------------------- the bare target (child)

/** socket.io alone: acknowledges at once and emits the message to the chat's room, as the chat service does. */
async function runBareTarget() {
  const { Server } = require('socket.io');
  const server = createServer();
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => {
    const userId = String(socket.handshake.auth.userId);
    socket.on('join-room', (chatId, ack) => {
      void socket.join(`chat:${chatId}`);
      ack({ ok: true });
    });
    socket.on('message-sent', (payload, ack) => {
      const message = { id: payload.message.id, message: payload.message.message, user: userId, sent: new Date().toISOString(), readBy: [userId] };
      ack({ ok: true, data: message });
      io.to(`chat:${payload.chat}`).emit('new-message', { message, chat: payload.chat });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
  process.on('SIGTERM', () => process.exit(0));
}

// ---------------------------------------------------------------- CPU per process (Linux /proc)

/**
 * CPU used so far per process: the target's (`parts`: pid → name) and PostgreSQL's and
 * Redis's (every process of theirs on this machine; nothing else uses them during a run).
 */
function cpuSnapshot(parts) {
  const snapshot = new Map();
  for (const [pid, part] of parts()) {
    const cpu = cpuOf(pid);
    if (cpu) snapshot.set(pid, { part, target: true, ms: cpu.ms });
  }
  for (const pid of allPids()) {
    if (snapshot.has(pid)) continue;
    const cpu = cpuOf(pid);
    const part = cpu?.comm === 'postgres' ? 'PostgreSQL' : cpu?.comm === 'redis-server' ? 'Redis' : null;
    if (part) snapshot.set(pid, { part, target: false, ms: cpu.ms });
  }
  return snapshot;
}

/** CPU ms per part between two snapshots; a process started in between counts from 0. */
function cpuBetween(before, after) {
  const parts = {};
  for (const [pid, { part, target, ms }] of after) {
    const key = target ? part : `(${part})`;
    parts[key] = (parts[key] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  }
  return parts;
}

// ---------------------------------------------------------------- the app

/** The cluster's environment (bench/lib/app-under-test.mjs) and the second gateway's: what the runner gives its own, on another port. */
async function prepareApp(tempDir) {
  const { SERVICE_NAMES, serviceUrlVariable } = require('@outings/contracts');
  const app = await prepareAppEnv({ database: DATABASE, namespace: NAMESPACE, dataDir: path.join(tempDir, 'data') });
  const secondPort = await freePort();
  const secondGatewayEnv = {
    ...app.env,
    PORT: String(secondPort),
    ...Object.fromEntries(SERVICE_NAMES.map((name) => [serviceUrlVariable(name), `http://127.0.0.1:${app.servicePorts[name]}`])),
  };
  delete secondGatewayEnv.DATABASE_URL;
  return { ...app, secondGatewayEnv, secondUrl: `http://127.0.0.1:${secondPort}` };
}

async function startSecondGateway(env, url, logFile) {
  const part = spawnLogged('the second gateway', [GATEWAY_MAIN], env, logFile);
  try {
    await waitFor(part, () => answersReady(url), 'answer /readyz');
  } catch (error) {
    showTail(part);
    throw error;
  }
  return part;
}

async function startBare() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare-target'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const part = track('the socket.io server', child, null);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const { value, done } = await Promise.race([lines.next(), part.exitedPromise.then(() => ({ done: true }))]);
  if (done) throw new Error('the socket.io server exited during start-up');
  return { part, url: JSON.parse(value).url };
}

// ---------------------------------------------------------------- the data

/** Users in rooms of `roomSize` (the last one may be smaller), in the services' tables as sign-up, friendships and chat creation would leave them. */
function planUsers() {
  const users = Array.from({ length: settings.sockets }, (_, index) => ({
    index,
    id: randomUUID(),
    username: `bench-${index}@example.com`,
    room: Math.floor(index / settings.roomSize),
  }));
  const rooms = [];
  for (const user of users) {
    rooms[user.room] ??= { index: user.room, id: randomUUID(), members: [] };
    rooms[user.room].members.push(user.index);
  }
  return { users, rooms };
}

async function seed(databaseUrl, { users, rooms }) {
  const pg = require('pg');
  // Hashed with the auth service's own parameters, once: the logins check it, none rehashes it.
  const { hashPassword } = require(path.join(root, 'services/auth/dist/domain/password-hashing.js'));
  const passwordHash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = users.map((user) => user.id);
    const usernames = users.map((user) => user.username);
    const firstNames = users.map((user) => `Bench${user.index}`);
    await client.query('begin');
    await client.query(
      `insert into auth.credentials (user_id, username, first_name, password_hash, verified_at)
       select id::uuid, username, first_name, $4::text, now() from unnest($1::text[], $2::text[], $3::text[]) as u(id, username, first_name)`,
      [ids, usernames, firstNames, passwordHash],
    );
    await client.query(
      `insert into profile.profiles (user_id, username, first_name, last_name, tagline, location, status, status_updated_at,
                                     picture_key, picture_zoom, picture_crop_x, picture_crop_y)
       select id, username, first_name, 'Lovelace', 'Counting engines', 'London, GB', 'Ready', now(), 'pictures/' || id, 1, 0, 0
       from unnest($1::text[], $2::text[], $3::text[]) as u(id, username, first_name)`,
      [ids, usernames, firstNames],
    );
    await client.query(`insert into "social-graph".users (user_id, registered_at, location, time_zone)
                        select id, now(), 'London, GB', 'Europe/London' from unnest($1::text[]) as u(id)`, [ids]);
    // Everyone in a chat is friends with the others: a group of friends, both sides stored.
    const pairs = rooms.flatMap((room) => room.members.flatMap((a) => room.members.filter((b) => b !== a).map((b) => [users[a].id, users[b].id])));
    const from = pairs.map(([a]) => a);
    const to = pairs.map(([, b]) => b);
    await client.query(`insert into "social-graph".friendships (user_id, friend_id, since) select a, b, now() from unnest($1::text[], $2::text[]) as p(a, b)`, [from, to]);
    await client.query(`insert into chat.friendships (user_id, friend_id) select a, b from unnest($1::text[], $2::text[]) as p(a, b)`, [from, to]);
    const history = settings.history;
    await client.query(
      `insert into chat.chats (id, kind, name, created_by, created_at, touched_at, last_seq)
       select id::uuid, 'group', '', created_by, now() - interval '30 days', now(), $3::int from unnest($1::text[], $2::text[]) as c(id, created_by)`,
      [rooms.map((room) => room.id), rooms.map((room) => users[room.members[0]].id), history],
    );
    const memberRows = rooms.flatMap((room) => room.members.map((member, position) => [room.id, users[member].id, position]));
    await client.query(
      `insert into chat.members (chat_id, user_id, position, last_read_seq)
       select c::uuid, u, p, nullif($4::int, 0) from unnest($1::text[], $2::text[], $3::int[]) as m(c, u, p)`,
      [memberRows.map((row) => row[0]), memberRows.map((row) => row[1]), memberRows.map((row) => row[2]), history],
    );
    // Earlier messages (a chat in use), written in turn by its members.
    if (history > 0) {
      await client.query(
        `insert into chat.messages (chat_id, seq, id, user_id, text, sent_at)
         select m.chat_id, s, gen_random_uuid(), (select user_id from chat.members where chat_id = m.chat_id and position = s % m.size),
                $1::text, now() - interval '30 days' + s * interval '1 minute'
         from (select chat_id, count(*)::int as size from chat.members group by chat_id) m, generate_series(1, $2::int) s`,
        [TEXT, history],
      );
    }
    await client.query('commit');
    for (const table of ['auth.credentials', 'profile.profiles', '"social-graph".users', '"social-graph".friendships', 'chat.friendships', 'chat.chats', 'chat.members', 'chat.messages']) {
      await client.query(`analyze ${table}`);
    }
  } finally {
    await client.end();
  }
}


// ---------------------------------------------------------------- load


/** One socket per user, on `urlOf(user)`, each joined to its chat's room. */
async function connect(users, rooms, urlOf, authOf, onReceipt) {
  const { io } = require('socket.io-client');
  const sockets = new Array(users.length);
  try {
    await inBatches(users, CONNECT_CONCURRENCY, async (user) => {
      const socket = io(urlOf(user), {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 20_000,
        ...authOf(user),
      });
      sockets[user.index] = socket;
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      socket.on('new-message', ({ message }) => onReceipt(user.index, message.id));
      const joined = await socket.timeout(20_000).emitWithAck('join-room', rooms[user.room].id);
      if (!joined.ok) throw new Error(`join-room refused: ${joined.status} ${joined.error}`);
    });
  } catch (error) {
    for (const socket of sockets) socket?.disconnect();
    throw error;
  }
  return sockets;
}

/**
 * Sends `rate` messages a second for warm-up + duration, open loop (on schedule, whatever
 * is still unanswered), each from the next user of an order that visits every room before
 * a room's next member. Messages sent after the warm-up are measured; lost, doubled and
 * refused ones are counted over the whole run.
 */
async function drive({ users, rooms, sockets, receipts, parts }) {
  const order = [];
  for (let position = 0; position < settings.roomSize; position += 1) {
    for (const room of rooms) if (position < room.members.length) order.push(room.members[position]);
  }
  const messages = new Map();
  const stats = { ack: [], delivery: [], refusals: new Map(), doubled: 0, stray: 0, echoes: 0, storedInWindow: 0 };
  receipts.handle = (userIndex, id) => {
    const now = performance.now();
    const entry = messages.get(id);
    if (!entry) {
      stats.stray += 1;
      return;
    }
    if (userIndex === entry.sender) {
      stats.echoes += 1;
      return;
    }
    const position = entry.members.indexOf(userIndex);
    if (entry.got[position]) {
      stats.doubled += 1;
      return;
    }
    entry.got[position] = 1;
    entry.pending -= 1;
    entry.doneAt = Math.max(entry.doneAt, now);
    if (entry.measured) stats.delivery.push(now - entry.sentAt);
  };
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  const total = Math.round(settings.rate * (settings.warmupSeconds + settings.durationSeconds));
  const warmupCount = Math.round(settings.rate * settings.warmupSeconds);
  let sent = 0;
  let windowStart = 0;
  let windowEnd = 0;
  let cpuAtStart = new Map();
  let cpuAtEnd = new Map();

  const sendOne = (index) => {
    const sender = order[index % order.length];
    const room = rooms[users[sender].room];
    const id = randomUUID();
    // `answer`: null until acknowledged ('ok'), refused or timed out. `pending`: the
    // receipts still expected, the sender's own echo not among them.
    const entry = {
      sender,
      members: room.members,
      got: new Uint8Array(room.members.length),
      pending: room.members.length - 1,
      measured: index >= warmupCount,
      answer: null,
      sentAt: performance.now(),
      doneAt: 0,
    };
    entry.got[room.members.indexOf(sender)] = 1;
    messages.set(id, entry);
    sockets[sender].timeout(ACK_TIMEOUT_MS).emit('message-sent', { chat: room.id, message: { id, message: TEXT } }, (error, ack) => {
      const now = performance.now();
      if (error) {
        entry.answer = 'timeout';
      } else if (!ack.ok) {
        entry.answer = 'refused';
        const key = `${ack.status} ${ack.error}`;
        stats.refusals.set(key, (stats.refusals.get(key) ?? 0) + 1);
      } else {
        entry.answer = 'ok';
        entry.doneAt = Math.max(entry.doneAt, now);
        if (windowStart > 0 && windowEnd === 0) stats.storedInWindow += 1;
        if (entry.measured) stats.ack.push(now - entry.sentAt);
      }
    });
  };

  await new Promise((resolve) => {
    const started = performance.now();
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * settings.rate) / 1000));
      while (sent < due) {
        if (sent === warmupCount) {
          windowStart = performance.now();
          cpuAtStart = cpuSnapshot(parts);
          loopDelay.enable();
        }
        sendOne(sent);
        sent += 1;
      }
      if (sent < total) {
        setTimeout(tick, 1);
        return;
      }
      windowEnd = performance.now();
      cpuAtEnd = cpuSnapshot(parts);
      loopDelay.disable();
      resolve();
    };
    tick();
  });

  // The last answers and deliveries are on their way.
  const all = [...messages.values()];
  const unfinished = (entry) => entry.answer === null || (entry.answer === 'ok' && entry.pending > 0);
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (all.some(unfinished) && performance.now() < deadline) await sleep(50);
  await sleep(200); // a doubled receipt would come right after the first

  const measured = all.filter((entry) => entry.measured);
  const done = measured.filter((entry) => entry.answer === 'ok' && entry.pending === 0);
  const lastDone = done.reduce((latest, entry) => Math.max(latest, entry.doneAt), windowEnd);
  const ack = stats.ack.sort((a, b) => a - b);
  const delivery = stats.delivery.sort((a, b) => a - b);
  const windowSeconds = (windowEnd - windowStart) / 1000;
  return {
    offered: measured.length / windowSeconds,
    // Throughput: measured messages acknowledged and delivered to every other member, over
    // the time from the window's start until the last of them was.
    achieved: done.length / ((lastDone - windowStart) / 1000),
    sent: measured.length,
    receipts: delivery.length,
    ackP50: percentile(ack, 50),
    ackP99: percentile(ack, 99),
    deliveryP50: percentile(delivery, 50),
    deliveryP99: percentile(delivery, 99),
    deliveryMax: delivery.at(-1) ?? NaN,
    lost: all.reduce((sum, entry) => sum + (entry.answer === 'ok' ? entry.pending : 0), 0),
    doubled: stats.doubled,
    stray: stats.stray,
    refused: all.filter((entry) => entry.answer === 'refused').length,
    refusals: Object.fromEntries(stats.refusals),
    unanswered: all.filter((entry) => entry.answer === null || entry.answer === 'timeout').length,
    echoes: stats.echoes,
    storedInWindow: stats.storedInWindow,
    // PostgreSQL and Redis in parentheses: not the target's processes, not in cpuUsPerMessage.
    cpuUsPerMessageByPart: Object.fromEntries(
      // Per message stored in the window: a target that falls behind stores fewer than are sent.
      Object.entries(cpuBetween(cpuAtStart, cpuAtEnd)).map(([part, ms]) => [part, Math.round((ms * 1000) / Math.max(1, stats.storedInWindow))]),
    ),
    // The histogram holds the whole interval between its timer's turns: the delay is what exceeds it.
    clientLoopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_DELAY_RESOLUTION_MS),
  };
}

/** Connects every user through `urlOf`, runs the load, disconnects. */
async function measure(name, { users, rooms }, urlOf, authOf, parts) {
  const receipts = { handle: () => undefined };
  const sockets = await connect(users, rooms, urlOf, authOf, (userIndex, id) => receipts.handle(userIndex, id));
  try {
    const result = await drive({ users, rooms, sockets, receipts, parts });
    const cpuUsPerMessage = Object.entries(result.cpuUsPerMessageByPart).reduce((sum, [part, us]) => (part.startsWith('(') ? sum : sum + us), 0);
    return { name, ...result, cpuUsPerMessage };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await sleep(500);
  }
}

// ---------------------------------------------------------------- report

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printTable(rows) {
  const headers = ['setup', 'offered/s', 'achieved/s', 'ack p50', 'ack p99', 'dlv p50', 'dlv p99', 'dlv max', 'lost', 'doubled', 'refused', 'CPU µs/msg', 'gen lag p99'];
  const cell = (value, index) => (index === 0 ? String(value).padEnd(12) : String(value).padStart(index >= 11 ? 12 : 11));
  console.log(`\n${headers.map(cell).join('')}`);
  for (const row of rows) {
    console.log(
      [
        row.name,
        fixed(row.offered, 0),
        fixed(row.achieved, 0),
        fixed(row.ackP50),
        fixed(row.ackP99),
        fixed(row.deliveryP50),
        fixed(row.deliveryP99),
        fixed(row.deliveryMax),
        row.lost,
        row.doubled,
        row.refused + row.unanswered,
        fixed(row.cpuUsPerMessage, 0),
        fixed(row.clientLoopDelayP99Ms),
      ]
        .map(cell)
        .join(''),
    );
  }
  console.log('(latencies in ms; dlv = send → `new-message` at each other member; CPU: the target\'s processes, PostgreSQL and Redis not counted; gen lag: this load generator\'s event-loop delay)');
  console.log('\nCPU µs per message by process (PostgreSQL and Redis in parentheses, every process of theirs):');
  for (const row of rows) {
    const parts = Object.entries(row.cpuUsPerMessageByPart).filter(([, us]) => us > 0).sort(([, a], [, b]) => b - a);
    console.log(`  ${row.name.padEnd(12)}${parts.map(([part, us]) => `${part} ${us}`).join(', ')}`);
  }
}

function goals(rows) {
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  const checks = [];
  const one = byName['1-gateway'];
  const two = byName['2-gateways'];
  const bare = byName['socket.io'];
  if (one) checks.push({ goal: `1 gateway: delivery p99 < ${GOALS.oneGatewayDeliveryP99Ms} ms`, value: `${fixed(one.deliveryP99)} ms`, met: one.deliveryP99 < GOALS.oneGatewayDeliveryP99Ms });
  if (one && two) {
    const share = two.achieved / one.achieved;
    checks.push({ goal: `2 gateways ÷ 1 gateway throughput ≥ ${GOALS.twoGatewayShare}`, value: fixed(share, 2), met: share >= GOALS.twoGatewayShare });
  }
  const notes = [];
  if (one && two) notes.push(`2 gateways: delivery p99 ${fixed(two.deliveryP99)} ms (1 gateway ${fixed(one.deliveryP99)} ms)`);
  if (one && bare) notes.push(`1 gateway ÷ socket.io throughput ${fixed(one.achieved / bare.achieved, 2)}, added delivery p50 ${fixed(one.deliveryP50 - bare.deliveryP50)} ms`);
  return { checks, notes };
}

// ---------------------------------------------------------------- main

async function main() {
  for (const setup of settings.setups) {
    if (!SETUPS.includes(setup)) {
      console.error(`usage: chat-latency.mjs [${SETUPS.join('] [')}] (got "${setup}")`);
      process.exit(2);
    }
  }
  const world = planUsers();
  console.log(
    `${settings.sockets} sockets in ${world.rooms.length} chats of ${settings.roomSize}, ${settings.rate} msg/s offered, ` +
      `${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per setup, ${settings.history} earlier messages per chat; ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  );
  const rows = [];
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'outings-bench-chat-'));
  addCleanUp(() => rmSync(tempDir, { recursive: true, force: true }));
  try {
    if (settings.setups.includes('socket.io')) {
      const bare = await startBare();
      addCleanUp(() => bare.part.stop());
      rows.push(await measure('socket.io', world, () => bare.url, (user) => ({ auth: { userId: user.id } }), () => [[bare.part.child.pid, 'socket.io']]));
      await bare.part.stop();
      console.log(`socket.io measured (load average ${os.loadavg()[0].toFixed(2)})`);
    }
    const gatewaySetups = settings.setups.filter((setup) => setup !== 'socket.io');
    if (gatewaySetups.length > 0) {
      const app = await prepareApp(tempDir);
      let started = performance.now();
      const cluster = await startApp('cluster', app.env, path.join(tempDir, 'cluster.log'));
      addCleanUp(() => cluster.stop());
      console.log(`cluster started in ${fixed((performance.now() - started) / 1000)} s`);
      started = performance.now();
      await seed(app.databaseUrl, world);
      console.log(`seeded ${world.users.length} users, their friendships, ${world.rooms.length} chats in ${fixed((performance.now() - started) / 1000)} s`);
      started = performance.now();
      try {
        await signInUsers(app.url, world.users, PASSWORD);
      } catch (error) {
        showTail(cluster);
        throw error;
      }
      console.log(`signed in ${world.users.length} users through POST /auth/login in ${fixed((performance.now() - started) / 1000)} s`);
      const withCookie = (user) => ({ extraHeaders: { cookie: user.cookie } });
      try {
        if (gatewaySetups.includes('1-gateway')) {
          rows.push(await measure('1-gateway', world, () => app.url, withCookie, () => processTree(cluster.child.pid).map((pid) => [pid, partName(pid)])));
          console.log(`1 gateway measured (load average ${os.loadavg()[0].toFixed(2)})`);
        }
        if (gatewaySetups.includes('2-gateways')) {
          const second = await startSecondGateway(app.secondGatewayEnv, app.secondUrl, path.join(tempDir, 'gateway-2.log'));
          addCleanUp(() => second.stop());
          // Alternate users on each: every room has members on both gateways.
          const urlOf = (user) => (user.index % 2 === 0 ? app.url : app.secondUrl);
          rows.push(await measure('2-gateways', world, urlOf, withCookie, () => [
            ...processTree(cluster.child.pid).map((pid) => [pid, partName(pid)]),
            [second.child.pid, 'gateway 2'],
          ]));
          console.log(`2 gateways measured (load average ${os.loadavg()[0].toFixed(2)})`);
        }
      } catch (error) {
        showTail(cluster);
        throw error;
      }
    }
  } finally {
    await runCleanUps();
  }
  return rows;
}

cleanUpOnSignals();

if (process.argv.includes('--bare-target')) {
  await runBareTarget();
} else {
  let rows = [];
  let failed = false;
  try {
    rows = await main();
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.stack : error);
  }
  if (rows.length > 0) {
    printTable(rows);
    const { checks, notes } = goals(rows);
    if (checks.length > 0) {
      console.log('\ngoals');
      for (const check of checks) console.log(`  ${check.met ? 'met    ' : 'MISSED '} ${check.goal} (${check.value})`);
    }
    for (const note of notes) console.log(`  ${note}`);
    for (const row of rows) {
      const errors = row.lost + row.doubled + row.stray + row.refused + row.unanswered;
      if (errors > 0) {
        failed = true;
        console.error(
          `${row.name}: ${row.lost} receipts lost, ${row.doubled} doubled, ${row.stray} of unknown messages, ` +
            `${row.refused} messages refused ${JSON.stringify(row.refusals)}, ${row.unanswered} unanswered`,
        );
      }
    }
    mkdirSync(path.join(here, 'results'), { recursive: true });
    const report = { at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(), settings, goals: GOALS, results: rows };
    writeFileSync(path.join(here, 'results', 'chat-latency.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  if (failed) process.exitCode = 1;
}
