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
import type { SessionIndex } from './session-index';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by the session guard (chain/call-guards.ts) or `exposeSessionUser`. */
    userId?: string;
    /** The id of that user's session, set with `userId`. */
    userSessionId?: string;
    /** Set by the session guard: the signed-in session is due for its hourly renewal. */
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

/** How many verified cookie headers `sessionUserReader` remembers: a browser sends the same one on every call. */
const VERIFIED_COOKIES_KEPT = 1000;

/**
 * `sessionIdFromCookie`, remembering the headers it verified. Only verified ones are kept,
 * so only a holder of a genuine session cookie adds an entry, and the map is emptied when
 * full. What it keeps is just "this header is signed by our secret": whether that session
 * still exists (logout, password reset, expiry) is asked of the store on every call.
 */
function verifiedSessionIds(secret: string): (header: string | undefined) => string | null {
  const verified = new Map<string, string>();
  return (header) => {
    if (!header) return null;
    const known = verified.get(header);
    if (known !== undefined) return known;
    const sessionId = sessionIdFromCookie(header, secret);
    if (sessionId === null) return null;
    if (verified.size >= VERIFIED_COOKIES_KEPT) verified.clear();
    verified.set(header, sessionId);
    return sessionId;
  };
}

function load(store: Store, sessionId: string): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sessionId, (error, data) => (error ? reject(error) : resolve(data))));
}

export interface SessionUser {
  userId: string;
  sessionId: string;
  /** The session is due for its hourly renewal. */
  refreshDue: boolean;
}

/**
 * Who is signed in, from a request's Cookie header: the session store is read on every
 * call (it forgets expired sessions, and a logout or password reset on any replica must
 * end the session at once), never written. Used by the session guard (chain/call-guards.ts),
 * which express and the forwarded calls both run.
 */
export function sessionUserReader(store: Store, secret: string, now: () => number = Date.now): (cookieHeader: string | undefined) => Promise<SessionUser | null> {
  const sessionIdOf = verifiedSessionIds(secret);
  return async (cookieHeader) => {
    const sessionId = sessionIdOf(cookieHeader);
    const data = sessionId ? await load(store, sessionId) : null;
    if (!sessionId || !data?.userId) return null;
    return { userId: data.userId, sessionId, refreshDue: refreshIsDue(data, now()) };
  };
}

/**
 * After the session guard, on the session check: express-session runs (and renews the
 * session) only when the hourly renewal is due. Otherwise it would change nothing, yet
 * cost the check as much again as reading the session: the check is the one session
 * call the app makes over and over (each start, each tab), so it reads like any other.
 */
export function renewWhenDue(sessionMiddleware: RequestHandler, index: SessionIndex, now: () => number = Date.now): RequestHandler {
  // The user's index of sessions lives as long as this renewed session now may.
  const rememberRenewed: RequestHandler = (req, _res, next) => {
    if (!req.userId || !req.userSessionId) return next();
    index.remember(req.userId, req.userSessionId).then(() => next(), next);
  };
  const renewal = Router().use(sessionMiddleware, refreshSession(now), exposeSessionUser, rememberRenewed);
  return (req, res, next) => (req.sessionRefreshDue ? renewal(req, res, next) : next());
}

/** After express-session, on the routes that write the session: the same `req.userId`. */
export const exposeSessionUser: RequestHandler = (req, _res, next) => {
  if (req.session?.userId) {
    req.userId = req.session.userId;
    req.userSessionId = req.sessionID;
  }
  next();
};
