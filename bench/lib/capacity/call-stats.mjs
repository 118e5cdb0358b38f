// The calls of one measuring window, merged from every generator thread: per call name
// and overall, count, latency percentiles, refusals and errors (http-calls.mjs OUTCOME).
import { percentile } from '../percentile.mjs';
import { OUTCOME } from './http-calls.mjs';

/** Not the user's calls: the page's start (socket connect) is timed but left out of the figures. */
const NOT_COUNTED = new Set(['connect']);
/** Socket events: counted as messages or rooms, not as HTTP requests. */
const SOCKET_EVENTS = new Set(['sendMessage', 'joinRoom']);

function summary(samples) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => sample.outcome === OUTCOME.error).length;
  const refused = samples.filter((sample) => sample.outcome === OUTCOME.refused).length;
  return { count: samples.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1) ?? NaN, errors, refused };
}

export function createCallWindow(from) {
  const samples = [];
  const statuses = new Map();
  let to = Infinity;
  let unanswered = 0;
  return {
    /** `[name, startedAt, ms, outcome, status]` from a thread's batch; kept when it started in the window. */
    add([name, startedAt, ms, outcome, status]) {
      if (startedAt < from || startedAt > to || NOT_COUNTED.has(name)) return;
      samples.push({ name, ms, outcome });
      if (outcome === OUTCOME.error) {
        const key = `${name} ${status || 'no answer'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    },
    close(at) {
      to = at;
    },
    /** Calls of the window still unanswered at `now`: counted with their wait so far, a lower bound of their time. */
    addUnanswered(calls, now) {
      for (const [name, startedAt] of calls) {
        if (startedAt >= from && startedAt <= to) unanswered += 1;
        this.add([name, startedAt, now - startedAt, OUTCOME.ok, 0]);
      }
    },
    figures() {
      const seconds = (to - from) / 1000;
      const byName = {};
      for (const sample of samples) (byName[sample.name] ??= []).push(sample);
      const http = samples.filter((sample) => !SOCKET_EVENTS.has(sample.name));
      const messages = samples.filter((sample) => sample.name === 'sendMessage');
      return {
        seconds,
        requestsPerSecond: http.length / seconds,
        messagesPerSecond: messages.length / seconds,
        overall: summary(samples),
        calls: Object.fromEntries(Object.entries(byName).map(([name, list]) => [name, summary(list)])),
        errorStatuses: Object.fromEntries(statuses),
        unanswered,
      };
    },
  };
}
