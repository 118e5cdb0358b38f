// Who is signed in, read straight from the session store. express-session does much more
// per request (it hashes the session twice to spot changes and wraps the answer to save
// it), which is needed only where a session is written: login, logout, and the session
// check when its hourly renewal is due. Every other call only needs the user id, and
// pays for no more.
import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import { Router, type RequestHandler } from 'express';
import type { SessionData, Store } from 'express-session';
import { refreshIsDue, refreshSession, SESSION_COOKIE } from './session-data';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by `readSessionUser` or `exposeSessionUser`. */
    userId?: string;
    /** Set by `readSessionUser`: the signed-in session is due for its hourly renewal. */
    sessionRefreshDue?: boolean;
  }
}

/** The session id inside a cookie value signed the way express-session signs it (`s:<id>.<mac>`). */
export function sessionIdFromCookie(header: string | undefined, secret: string): string | null {
  if (!header) return null;
  const value = parse(header)[SESSION_COOKIE];
  if (!value?.startsWith('s:')) return null;
  const sessionId = unsign(value.slice(2), secret);
  return sessionId === false ? null : sessionId;
}

function load(store: Store, sessionId: string): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sessionId, (error, data) => (error ? reject(error) : resolve(data))));
}

/** Sets `req.userId` from the store (which forgets expired sessions), never writing anything. */
export function readSessionUser(store: Store, secret: string, now: () => number = Date.now): RequestHandler {
  return async (req, _res, next) => {
    // Already read by express-session on a session-writing path.
    if (req.session) return next();
    const sessionId = sessionIdFromCookie(req.headers.cookie, secret);
    const data = sessionId ? await load(store, sessionId) : null;
    if (data?.userId) {
      req.userId = data.userId;
      req.sessionRefreshDue = refreshIsDue(data, now());
    }
    next();
  };
}

/**
 * After `readSessionUser`, on the session check: express-session runs (and renews the
 * session) only when the hourly renewal is due. Otherwise it would change nothing, yet
 * cost the check as much again as reading the session: the check is the one session
 * call the app makes over and over (each start, each tab), so it reads like any other.
 */
export function renewWhenDue(sessionMiddleware: RequestHandler, now: () => number = Date.now): RequestHandler {
  const renewal = Router().use(sessionMiddleware, refreshSession(now), exposeSessionUser);
  return (req, res, next) => (req.sessionRefreshDue ? renewal(req, res, next) : next());
}

/** After express-session, on the routes that write the session: the same `req.userId`. */
export const exposeSessionUser: RequestHandler = (req, _res, next) => {
  if (req.session?.userId) req.userId = req.session.userId;
  next();
};
