// Every route of every service, and of the gateway in front of them, against the bad
// inputs a careless or hostile client sends: NUL characters, lone surrogates, 10,000
// and 4 million levels of nesting, oversized bodies, wrong types, `__proto__` keys. The routes are read from the
// running apps (and, for the gateway, from the table of calls it forwards before express),
// so a route added later is covered without being listed here. Each answer must be a 4xx;
// none a 5xx; and the app keeps answering `/healthz` meanwhile. The same holds for every
// event a browser may send on its socket (the contracts' list of them): each bad input is
// acknowledged with a 4xx, and the socket stays open and usable.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENT_NAMES } from '@outings/contracts';
import { FORWARDED_ROUTES } from '@outings/gateway';
import { badInputCases, gatewayHeaders, listRoutes, type BadRequestCase, type RouteEntry } from '@outings/service-kit/testing';
import { START_ORDER } from '../../src/runner-config';
import { PUBLIC_URL, startWholeApp, type WholeApp } from '../support/whole-app';
import { ask, connectionOf, openAppSocket } from '../support/app-socket';

// Health endpoints read no input: they answer before any guard, for probes' sake.
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

interface Outcome { label: string; status: number }

/** The headers of one call, given its method and the path with query it is sent with. */
type HeadersFor = (method: string, path: string) => Record<string, string>;

/** Polls `url` every 50 ms and keeps the slowest answer's time. */
function healthWatch(url: string) {
  let slowestMs = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const startedAt = performance.now();
      const res = await fetch(url).catch(() => null);
      if (res?.status !== 200) failures += 1;
      await res?.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowestMs, failures };
    },
  };
}

async function send(base: string, testCase: BadRequestCase, headersFor: HeadersFor): Promise<Outcome> {
  const label = `${testCase.method} ${testCase.url.slice(0, 80)} with ${testCase.name}`;
  // The path as fetch puts it on the wire (URL parsing encodes and resolves it).
  const url = new URL(`${base}${testCase.url}`);
  const res = await fetch(url, {
    method: testCase.method,
    headers: { ...headersFor(testCase.method, `${url.pathname}${url.search}`), ...(testCase.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: testCase.body,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { label, status: res.status };
}

/**
 * The calls the gateway answers on its fast path, before express (proxy/forwarded-routes.ts),
 * in express's path syntax: the trailing `*` (one or more segments) becomes `*path`.
 */
const forwardedRoutes: RouteEntry[] = FORWARDED_ROUTES.map(({ method, path }) => ({ method, path: path.replace(/\*$/, '*path') }));

/** Every case of every route; the refusals that were not among the expected statuses. */
async function probe(base: string, listed: readonly RouteEntry[], valueFor: (name: string) => string, headersFor: HeadersFor) {
  const routes = listed.filter((route) => !HEALTH_PATHS.has(route.path));
  const wrong: string[] = [];
  let sent = 0;
  for (const route of routes) {
    for (const testCase of badInputCases(route, valueFor)) {
      const outcome = await send(base, testCase, headersFor);
      sent += 1;
      if (!testCase.expected.includes(outcome.status)) wrong.push(`${outcome.label}: ${outcome.status}, expected ${testCase.expected.join('|')}`);
    }
  }
  return { routes, wrong, sent };
}

/** Well below socket.io's 1 MB frame limit (a larger frame closes the connection), far above any event's input. */
const HUGE = 'x'.repeat(200_000);
const nested = (levels: number): unknown => (levels === 0 ? 'c1' : [nested(levels - 1)]);

/** What a socket event's arguments may be instead of the right ones; the acknowledgement comes last. */
const SOCKET_BAD_INPUTS: ReadonlyArray<readonly [string, readonly unknown[]]> = [
  ['no argument', []],
  ['a NUL character', ['a\u0000b']],
  ['a lone high surrogate', ['\ud800']],
  ['a lone low surrogate in an object', [{ chat: 'a\udc00', message: { id: randomUUID(), message: 'Hi' } }]],
  ['a NUL character deep in an object', [{ chat: 'c1', message: { id: randomUUID(), message: 'a\u0000' } }]],
  ['a number', [42]],
  ['null', [null]],
  ['a boolean', [true]],
  ['an array', [['c1']]],
  ['an empty object', [{}]],
  ['a __proto__ key', [JSON.parse('{"__proto__":{"polluted":true}}')]],
  ['a huge string', [HUGE]],
  ['a huge object', [{ chat: HUGE, message: { id: HUGE, message: HUGE } }]],
  ['1,000 levels of nesting', [nested(1000)]],
  ['extra arguments', [randomUUID(), 'extra', 42]],
];

const isRefusal = (ack: unknown) => {
  const { ok, status } = (ack ?? {}) as { ok?: unknown; status?: unknown };
  return ok === false && typeof status === 'number' && status >= 400 && status < 500;
};

describe('bad input to every route', () => {
  let app: WholeApp;
  let userId: string;
  let cookie: string;

  beforeAll(async () => {
    app = await startWholeApp();
    ({ userId, cookie } = app.sample);
  }, 120_000);

  afterAll(() => app?.close());

  // Acting for oneself gets past the access checks to the code that reads the input.
  const valueFor = (name: string) => (/^(id|userId)$/.test(name) ? userId : randomUUID());

  it.each(START_ORDER)('the %s service refuses every bad input to every route with a 4xx', async (name) => {
    const service = app.running[name];
    const health = healthWatch(`${service.url}/healthz`);
    // Signed as the gateway signs its calls: the bad input, not the signature, is what is refused.
    const secret = app.services.infrastructure.internalAuthSecret;
    const { routes, wrong, sent } = await probe(service.url, listRoutes(service.app), valueFor, (method, path) =>
      gatewayHeaders({ method, path, userId, clientIp: '203.0.113.7' }, secret),
    );
    const { slowestMs, failures } = await health.stop();
    expect(sent).toBeGreaterThanOrEqual(routes.length * 3);
    expect(wrong).toEqual([]);
    expect(failures).toBe(0);
    // Generous: a refusal costs microseconds; parsing 8 MB of nesting cost 1.5 s.
    expect(slowestMs).toBeLessThan(1000);
  }, 120_000);

  it('the gateway refuses every bad input to every route with a 4xx', async () => {
    const health = healthWatch(`${app.url}/healthz`);
    const { routes, wrong } = await probe(app.url, [...listRoutes(app.gateway.app), ...forwardedRoutes], valueFor, () => ({ cookie, origin: PUBLIC_URL }));
    const { slowestMs, failures } = await health.stop();
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /auth/login', 'POST /user/create', 'POST /user/:id/profile-data', 'GET /user/stripped-user/:id', 'POST /activity/create', 'GET /media/*path']),
    );
    expect(wrong).toEqual([]);
    expect(failures).toBe(0);
    expect(slowestMs).toBeLessThan(1000);
    // Still signed in: no bad input ended the session or broke the app.
    const check = await fetch(`${app.url}/auth/check`, { headers: { cookie } });
    expect(check.status).toBe(200);
  }, 180_000);

  describe('on the socket', () => {
    let socket: Socket;
    /** One of the Sample Login account's chats: joining it shows the socket still works. */
    let chatId: string;

    beforeAll(async () => {
      const chats = await fetch(`${app.url}/user/${userId}/chats`, { headers: { cookie } });
      const [first] = ((await chats.json()) as { chats: Array<{ _id: string }> }).chats;
      if (!first) throw new Error('the demo world gives the Sample Login account chats');
      chatId = first._id;
      socket = openAppSocket(app.url, cookie);
      expect(await connectionOf(socket)).toBe('connected');
    });

    afterAll(() => socket?.disconnect());

    it.each([...CLIENT_EVENT_NAMES])('acknowledges every bad input to %s with a 4xx, and the socket stays usable', async (event) => {
      const wrong: string[] = [];
      for (const [name, args] of SOCKET_BAD_INPUTS) {
        const ack = await ask(socket, event, ...args);
        if (!isRefusal(ack)) wrong.push(`${event} with ${name}: ${JSON.stringify(ack)?.slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
      // Without an acknowledgement nothing answers, and nothing breaks.
      for (const [, args] of SOCKET_BAD_INPUTS) socket.emit(event, ...args);
      expect(await ask(socket, 'join-room', chatId)).toEqual({ ok: true });
      expect(socket.connected).toBe(true);
    }, 60_000);

    it('acknowledges an event the gateway does not know with a 400', async () => {
      expect(await ask(socket, 'no-such-event', chatId)).toEqual({ ok: false, status: 400, error: expect.any(String) });
      expect(await ask(socket, 'join-room', chatId)).toEqual({ ok: true });
    });
  });
});
