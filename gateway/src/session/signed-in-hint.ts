// The browser-readable "signed in" hint next to the session cookie (`@outings/contracts`
// signed-in-hint.ts): set at login, cleared at logout, and put right by every page's
// request, which reads the session anyway: a session that ended some other way (expiry, a
// password reset elsewhere) loses its hint before the page asks `/auth/check`, and a hint
// that expired while its session lived on comes back.
import { SIGNED_IN_HINT_COOKIE } from '@outings/contracts';
import { parse } from 'cookie';
import type { Response } from 'express';
import { SESSION_MAX_AGE_MS } from './session-data';

const attributes = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure, httpOnly: false });

export function setSignedInHint(res: Response, secure: boolean): void {
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...attributes(secure), maxAge: SESSION_MAX_AGE_MS });
}

export function clearSignedInHint(res: Response, secure: boolean): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, attributes(secure));
}

/** Sets or clears the hint where it disagrees with the session; true when the answer now sets a cookie. */
export function keepSignedInHint(cookieHeader: string | undefined, res: Response, signedIn: boolean, secure: boolean): boolean {
  const hinted = parse(cookieHeader ?? '')[SIGNED_IN_HINT_COOKIE] !== undefined;
  if (signedIn === hinted) return false;
  if (signedIn) setSignedInHint(res, secure);
  else clearSignedInHint(res, secure);
  return true;
}
