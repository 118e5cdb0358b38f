// What the gateway keeps in a session: only who is signed in. Everything else about the
// user lives in the services and is composed on demand.
import type { Request, RequestHandler, Response } from 'express';
import type { SessionData } from 'express-session';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** When the cookie and the stored session last had their 30 days renewed (epoch ms). */
    refreshedAt: number;
  }
}

export const SESSION_COOKIE = 'outings.sid';
/** A session lives 30 days past the last time its user was seen. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How often those 30 days are renewed. Renewing on every call would re-send the cookie
 * and rewrite the stored session on each one; once an hour keeps the window rolling
 * (to within the hour) at a fraction of the cost.
 */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

function settle(resolve: () => void, reject: (error: unknown) => void) {
  return (error: unknown) => (error ? reject(error) : resolve());
}

/**
 * Signs the user in on a fresh session id, so an id planted before login (session
 * fixation) is worthless afterwards, and saves before the answer leaves.
 */
export async function startSession(req: Request, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate(settle(resolve, reject)));
  req.session.userId = userId;
  req.session.refreshedAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save(settle(resolve, reject)));
}

/** True when a signed-in session's 30 days are due for their hourly renewal. */
export function refreshIsDue(session: Partial<Pick<SessionData, 'refreshedAt'>>, now: number): boolean {
  return now - (session.refreshedAt ?? 0) >= SESSION_REFRESH_MS;
}

/**
 * Renews a signed-in session once per SESSION_REFRESH_MS: changing it makes the session
 * middleware save it (a fresh store TTL) and send the cookie again with a fresh expiry.
 */
export function refreshSession(now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    if (session?.userId && refreshIsDue(session, now())) session.refreshedAt = now();
    next();
  };
}

/** Forgets the session in the store and tells the browser to drop its cookie. */
export async function endSession(req: Request, res: Response, cookie: { secure: boolean }): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy(settle(resolve, reject)));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}
