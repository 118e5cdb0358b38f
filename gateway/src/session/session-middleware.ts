// The session cookie and where sessions live: Redis when the gateway runs as several
// replicas (any replica reads any session), memory when everything is one process.
import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS } from './session-data';

export interface SessionSettings {
  secret: string;
  /** Set when the public origin is https: the cookie then only travels encrypted. */
  secureCookie: boolean;
  /** Null keeps sessions in this process's memory (embedded mode). */
  redis: Redis | null;
  redisKeyPrefix: string;
}

/**
 * The in-process store, renewed like the Redis one: by the hourly refresh that saves the
 * session, not by a rewrite on every call.
 */
class RefreshedMemoryStore extends session.MemoryStore {
  override touch(_sessionId: string, _session: session.SessionData, callback?: () => void): void {
    callback?.();
  }
}

export function createSessionStore(settings: Pick<SessionSettings, 'redis' | 'redisKeyPrefix'>): session.Store {
  if (!settings.redis) return new RefreshedMemoryStore();
  // No touch on every call: the hourly refresh (`refreshSession`) renews the TTL.
  return new RedisStore({ client: settings.redis, prefix: `${settings.redisKeyPrefix}sess:`, disableTouch: true });
}

/** Reads and saves the session; `refreshSession` renews its 30 days, at most once an hour. */
export function createSessionMiddleware(settings: Pick<SessionSettings, 'secret' | 'secureCookie'>, store: session.Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: settings.secret,
    store,
    resave: false,
    // No session (and no cookie) until someone signs in.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.secureCookie,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
}
