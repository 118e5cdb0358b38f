// The load generator: virtual users spread over worker threads (worker.mjs) so that no
// single event loop carries thousands of sockets and calls, their batches merged here
// into the open measuring window and the delivery tracker.
import { Worker } from 'node:worker_threads';
import { createCallWindow } from './call-stats.mjs';
import { createDeliveryTracker } from './delivery.mjs';
import { epochNow, OUTCOME } from './http-calls.mjs';

const WORKER = new URL('./worker.mjs', import.meta.url);

export function startGenerator({ url, threads, connectionsPerThread, thinkMinMs, thinkMaxMs }) {
  const delivery = createDeliveryTracker();
  const ready = new Set();
  const failed = new Map();
  let window = null;
  let started = 0;
  /** Rooms asked for at the users' starts (ramps are not measured, but a room not joined changes what a user does). */
  const joins = { asked: 0, failed: 0 };
  /** Answers awaited from the threads, by message type, in the order asked. */
  const waiters = { loop: [], unanswered: [] };

  const workers = Array.from({ length: threads }, (_, index) => {
    const worker = new Worker(WORKER, { workerData: { url, connections: connectionsPerThread, thinkMinMs, thinkMaxMs, seed: 7919 * (index + 1) } });
    worker.on('message', (message) => {
      if (message.type === 'batch') {
        const at = epochNow();
        for (const call of message.calls) {
          window?.add(call);
          if (call[0] === 'joinRoom') {
            joins.asked += 1;
            if (call[3] !== OUTCOME.ok) joins.failed += 1;
          }
        }
        for (const sent of message.sent) delivery.sent(sent);
        for (const receipt of message.receipts) delivery.received(receipt);
        for (const { user, rooms } of message.ready) {
          ready.add(user);
          delivery.joined(user, rooms, at);
        }
        for (const { user, reason } of message.gone) {
          ready.delete(user);
          failed.set(user, reason);
          delivery.gone(user, at);
        }
      } else if (waiters[message.type]) {
        waiters[message.type].shift()?.(message);
      }
    });
    worker.on('error', (error) => console.error(`generator thread ${index}: ${error.stack ?? error.message}`));
    return worker;
  });

  async function askEach(question, answerType) {
    const answers = [];
    for (const worker of workers) {
      const answer = new Promise((resolve) => waiters[answerType].push(resolve));
      worker.postMessage({ type: question });
      answers.push(await answer);
    }
    return answers;
  }

  return {
    delivery,
    /** Starts users (`{ index, id, cookie }`), each on thread `index % threads`. */
    add(users) {
      for (let thread = 0; thread < threads; thread += 1) {
        const own = users.filter((user) => user.index % threads === thread);
        if (own.length > 0) workers[thread].postMessage({ type: 'add', users: own });
      }
      started += users.length;
    },
    /** Users started, ready (rooms joined), and failed (start failed or socket lost, with why). */
    counts: () => ({ started, ready: ready.size, failed: failed.size, joins: { ...joins } }),
    failures: () => [...failed.values()],
    openWindow(at) {
      window = createCallWindow(at);
      for (const worker of workers) worker.postMessage({ type: 'loop-reset' });
      return window;
    },
    /** Each thread's event-loop delay p99 (ms) since `openWindow`. */
    loopDelays: () => askEach('loop-read', 'loop'),
    /** Every HTTP call still unanswered, `[name, startedAt]`, from every thread. */
    unanswered: async () => (await askEach('unanswered', 'unanswered')).flatMap((answer) => answer.calls),
    async stop() {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise((resolve) => {
              const timer = setTimeout(() => void worker.terminate().then(resolve), 10_000);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              worker.postMessage({ type: 'stop' });
            }),
        ),
      );
    },
  };
}
