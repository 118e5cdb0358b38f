// The virtual users' HTTP calls: undici (the gateway's own client) on a keep-alive pool
// with a connection per call in flight, as many browsers would hold, each call timed from
// its start until its whole answer is read, and judged ok, refused (the product's expected
// refusal of a race, mix.mjs) or an error.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { EXPECTED_REFUSALS } from './mix.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const undici = createRequire(path.join(root, 'gateway/package.json'))('undici');
const CALL_TIMEOUT_MS = 30_000;

/** Milliseconds since the epoch, sub-millisecond, comparable between threads. */
export const epochNow = () => performance.timeOrigin + performance.now();

export const OUTCOME = Object.freeze({ ok: 0, refused: 1, error: 2 });

export function outcomeOf(name, status) {
  if (status >= 200 && status < 300) return OUTCOME.ok;
  return EXPECTED_REFUSALS[name]?.includes(status) ? OUTCOME.refused : OUTCOME.error;
}

/**
 * `call(name, method, path, cookie, { body, changesState })` → `{ status, answer }`;
 * `record(name, startedAt, ms, outcome, status)` gets every call. The page's Origin goes
 * with every call that changes state, as the browser sends it (the gateway refuses those without).
 */
export function createHttpCalls({ url, connections, record }) {
  const agent = new undici.Agent({ connections, keepAliveTimeout: 60_000, headersTimeout: CALL_TIMEOUT_MS, bodyTimeout: CALL_TIMEOUT_MS });

  /** Calls not answered yet: a window closed before they were is told of them (their wait so far). */
  const inFlight = new Set();

  async function call(name, method, pathname, cookie, { body, changesState = method !== 'GET' } = {}) {
    const startedAt = epochNow();
    const started = performance.now();
    const entry = [name, startedAt];
    inFlight.add(entry);
    let status = 0;
    let answer = null;
    try {
      const headers = { cookie, accept: 'application/json' };
      if (changesState) headers.origin = url;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await undici.request(`${url}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), dispatcher: agent });
      status = res.statusCode;
      if (status >= 200 && status < 300 && String(res.headers['content-type'] ?? '').includes('json')) answer = await res.body.json();
      else await res.body.dump();
    } catch {
      // No answer (refused, reset, timed out): status 0, an error.
    }
    inFlight.delete(entry);
    record(name, startedAt, performance.now() - started, outcomeOf(name, status), status);
    return { status, answer };
  }

  return { call, unanswered: () => [...inFlight], close: () => agent.close() };
}
