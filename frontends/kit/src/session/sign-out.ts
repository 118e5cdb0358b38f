// Logout (spec §2 "Edit-profile modal", §4): the session ends, the user is sent to /login,
// and half a second later, once the login screen has replaced the app, the app badge is
// cleared and everything the browser holds about the user is dropped.
import { accountsApi } from '../api/accounts-api';
import { setSessionClosing } from '../api/api';
import { whenCallsSettle } from '../api/calls-in-flight';
import { closeAllOverlays } from '../overlay/overlay-store';
import { dropUserData, markSignedOut } from './session-store';

export const LOGOUT_CLEANUP_MS = 500;
/** How long a logout waits at most for the calls already travelling (a slow photo, say). */
export const LOGOUT_WAITS_FOR_CALLS_MS = 2000;

export function clearAppBadge(): void {
  if ('clearAppBadge' in navigator) navigator.clearAppBadge().catch(() => undefined);
}

const beforeSignOut = new Set<() => Promise<void>>();

/**
 * Work that needs the session still, done before it ends (the shell ends this device's
 * push subscription, a call only the signed-in user may make). Returns the unregistration.
 */
export function beforeSigningOut(task: () => Promise<void>): () => void {
  beforeSignOut.add(task);
  return () => void beforeSignOut.delete(task);
}

export async function signOut(navigate: (path: string) => void): Promise<void> {
  await Promise.all([...beforeSignOut].map((task) => task()));
  // Calls sent with the session (the alerts and chats loading as the page settles) end
  // before it does, and none starts meanwhile: answered by a session already gone they
  // would fail with a 401.
  setSessionClosing(true);
  try {
    await whenCallsSettle({ quietMs: 0, maxWaitMs: LOGOUT_WAITS_FOR_CALLS_MS });
    await accountsApi.logout();
    markSignedOut();
  } finally {
    setSessionClosing(false);
  }
  closeAllOverlays();
  navigate('/login');
  setTimeout(() => {
    clearAppBadge();
    dropUserData();
  }, LOGOUT_CLEANUP_MS);
}
