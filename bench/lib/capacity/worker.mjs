// A load-generator thread: the virtual users the coordinator hands it, their HTTP pool and
// sockets, and its own event-loop delay (a thread that lags delays its users' calls and
// receipts, and the figures with them). Everything measured goes to the coordinator in a
// batch a second.
import { performance, monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { createHttpCalls } from './http-calls.mjs';
import { createVirtualUser } from './virtual-user.mjs';

const { url, connections, thinkMinMs, thinkMaxMs, seed } = workerData;
const BATCH_EVERY_MS = 1000;
const LOOP_RESOLUTION_MS = 10;

/** A small seeded generator (mulberry32): each thread's choices differ, runs repeat. */
function seededRandom(start) {
  let value = start >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(seed);
let batch = { calls: [], sent: [], receipts: [], ready: [], gone: [] };
const hooks = {
  record: (name, startedAt, ms, outcome, status) => batch.calls.push([name, startedAt, ms, outcome, status]),
  sent: (message) => batch.sent.push(message),
  receipt: (receipt) => batch.receipts.push(receipt),
  ready: (user, rooms) => batch.ready.push({ user, rooms: rooms.map((room) => room.id) }),
  gone: (user, reason) => batch.gone.push({ user, reason: String(reason) }),
};
const http = createHttpCalls({ url, connections, record: hooks.record });
const users = [];
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();

const flush = setInterval(() => {
  parentPort.postMessage({ type: 'batch', ...batch });
  batch = { calls: [], sent: [], receipts: [], ready: [], gone: [] };
}, BATCH_EVERY_MS);

const thinkMs = () => thinkMinMs + random() * (thinkMaxMs - thinkMinMs);

function addUser(user) {
  const vu = createVirtualUser({ user, url, http, random, thinkMs, hooks });
  users.push(vu);
  vu.start().catch((error) => hooks.gone(user.index, `start failed: ${error.message}`));
}

parentPort.on('message', async (message) => {
  if (message.type === 'add') {
    for (const user of message.users) addUser(user);
  } else if (message.type === 'loop-reset') {
    loopDelay.reset();
  } else if (message.type === 'loop-read') {
    // The histogram holds the whole interval between its timer's turns: the delay is what exceeds it.
    parentPort.postMessage({ type: 'loop', p99: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS), max: Math.max(0, loopDelay.max / 1e6 - LOOP_RESOLUTION_MS) });
  } else if (message.type === 'unanswered') {
    parentPort.postMessage({ type: 'unanswered', calls: http.unanswered() });
  } else if (message.type === 'stop') {
    for (const vu of users) vu.stop();
    clearInterval(flush);
    parentPort.postMessage({ type: 'batch', ...batch });
    await http.close().catch(() => undefined);
    loopDelay.disable();
    parentPort.postMessage({ type: 'stopped', at: performance.now() });
    parentPort.close();
  }
});
