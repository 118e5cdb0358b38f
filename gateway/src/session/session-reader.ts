// Who is signed in, read straight from the session store. express-session does much more
// per request (it hashes the session twice to spot changes and wraps the answer to save
// it), which is needed only where a session is written: login, logout and the session
// check that renews it. Every other call only needs the user id, and pays for no more.
import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import type { RequestHandler } from 'express';
import type { SessionData, Store } from 'express-session';
import { SESSION_COOKIE } from './session-data';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by `readSessionUser` or `exposeSessionUser`. */
    userId?: string;
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
export function readSessionUser(store: Store, secret: string): RequestHandler {
  return async (req, _res, next) => {
    // Already read by express-session on a session-writing path.
    if (req.session) return next();
    const sessionId = sessionIdFromCookie(req.headers.cookie, secret);
    const data = sessionId ? await load(store, sessionId) : null;
    if (data?.userId) req.userId = data.userId;
    next();
  };
}

/** After express-session, on the routes that write the session: the same `req.userId`. */
export const exposeSessionUser: RequestHandler = (req, _res, next) => {
  if (req.session?.userId) req.userId = req.session.userId;
  next();
};
