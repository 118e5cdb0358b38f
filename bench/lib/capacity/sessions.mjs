// Sessions for the virtual users. Every login through `POST /auth/login` costs the auth
// service an argon2 verify (~60 ms of a core), so thousands take minutes. A sample signs
// in that way and is timed; when all of them would take longer than `maxLoginSeconds`
// (and the sessions live in Redis, as in a cluster), the rest are written into the
// session store as the gateway's login writes them: the same connect-redis store and
// express-session cookie, the same signed cookie value, the same per-user session index.
// The embedded run keeps its sessions in the gateway's memory: there every user logs in.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { inBatches } from '../in-batches.mjs';
import { signInUsers } from '../sign-in.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const gatewayRequire = createRequire(path.join(root, 'gateway/package.json'));
const STORE_CONCURRENCY = 64;
/** The sessions written are checked against the gateway with this many `GET /auth/check`s. */
const CHECKED_SESSIONS = 20;

/** What the gateway's login stores (session/session-data.ts `startSession`, session-index.ts `remember`). */
async function writeSessions(users, { secret, redisKeyPrefix }) {
  const session = gatewayRequire('express-session');
  const RedisStore = gatewayRequire('connect-redis').default;
  const { sign } = gatewayRequire('cookie-signature');
  const { Redis } = gatewayRequire('ioredis');
  const { SESSION_COOKIE, SESSION_MAX_AGE_MS } = gatewayRequire('./dist/session/session-data.js');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
  const store = new RedisStore({ client: redis, prefix: `${redisKeyPrefix}sess:`, disableTouch: true });
  try {
    await inBatches(users, STORE_CONCURRENCY, async (user) => {
      // express-session's ids: uid-safe's 24 random bytes, base64url.
      const sessionId = randomBytes(24).toString('base64url');
      const cookie = new session.Cookie({ httpOnly: true, sameSite: 'lax', secure: false, maxAge: SESSION_MAX_AGE_MS, path: '/' });
      await new Promise((resolve, reject) => store.set(sessionId, { cookie, userId: user.id, refreshedAt: Date.now() }, (error) => (error ? reject(error) : resolve())));
      const indexKey = `${redisKeyPrefix}user-sessions:${user.id}`;
      await redis.multi().sadd(indexKey, sessionId).pexpire(indexKey, SESSION_MAX_AGE_MS).exec();
      user.cookie = `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sessionId, secret)}`)}`;
    });
  } finally {
    redis.disconnect();
  }
}

async function assertSignedIn(url, users) {
  for (const user of users) {
    const res = await fetch(`${url}/auth/check`, { headers: { cookie: user.cookie } });
    const body = await res.json().catch(() => null);
    if (res.status !== 200 || body?.user?._id !== user.id) throw new Error(`a written session was not taken by the gateway: /auth/check answered ${res.status}`);
  }
}

/**
 * Gives users their `cookie`, a batch at a time (each step's new users). `store`: null
 * (sessions in the gateway's memory) or `{ secret, redisKeyPrefix }`. The first batch
 * decides the way from its sample's pace; `totals()` says what it cost, for the report.
 */
export function createSessionGiver(url, { password, store, sampleSize, maxLoginSeconds, expectedUsers, log }) {
  const totals = { loggedIn: 0, loginSeconds: 0, written: 0, writeSeconds: 0, estimatedAllSeconds: NaN };
  let writeThem = null;

  async function login(users) {
    const started = performance.now();
    await signInUsers(url, users, password);
    const seconds = (performance.now() - started) / 1000;
    totals.loggedIn += users.length;
    totals.loginSeconds += seconds;
    return seconds;
  }

  async function write(users) {
    const started = performance.now();
    await writeSessions(users, store);
    const step = Math.max(1, Math.floor(users.length / CHECKED_SESSIONS));
    await assertSignedIn(url, users.filter((_, index) => index % step === 0).slice(0, CHECKED_SESSIONS));
    const seconds = (performance.now() - started) / 1000;
    totals.written += users.length;
    totals.writeSeconds += seconds;
    log(`wrote ${users.length} sessions into Redis as the gateway's login does, in ${seconds.toFixed(1)} s (checked with GET /auth/check)`);
  }

  return {
    async give(users) {
      if (users.length === 0) return;
      if (writeThem === null) {
        const sample = store ? users.slice(0, Math.min(sampleSize, users.length)) : users;
        const seconds = await login(sample);
        const perLogin = seconds / sample.length;
        totals.estimatedAllSeconds = perLogin * expectedUsers;
        log(`signed in ${sample.length} users through POST /auth/login in ${seconds.toFixed(1)} s (${(1000 * perLogin).toFixed(1)} ms each, 8 in flight; ${expectedUsers} would take ~${totals.estimatedAllSeconds.toFixed(0)} s)`);
        writeThem = Boolean(store) && totals.estimatedAllSeconds > maxLoginSeconds;
        users = users.slice(sample.length);
        if (users.length === 0) return;
      }
      if (writeThem) return write(users);
      const seconds = await login(users);
      log(`signed in ${users.length} more users through POST /auth/login in ${seconds.toFixed(1)} s`);
    },
    totals: () => ({ ...totals }),
  };
}
