// The gateway's "signed in" hint cookie (`@outings/contracts` signed-in-hint.ts): without
// it the browser knows there is no session and asks nothing; a session check refused
// with a hint present (a session ended while the page was open) drops it.
import { SIGNED_IN_HINT_COOKIE } from '@outings/contracts';

export function hasSignedInHint(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

export function forgetSignedInHint(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
