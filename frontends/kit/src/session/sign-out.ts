// Logout (spec §2 "Edit-profile modal", §4): the session ends, the user is sent to /login,
// and half a second later, once the login screen has replaced the app, the app badge is
// cleared and everything the browser holds about the user is dropped.
import { accountsApi } from '../api/accounts-api';
import { closeAllOverlays } from '../overlay/overlay-store';
import { dropUserData, markSignedOut } from './session-store';

export const LOGOUT_CLEANUP_MS = 500;

export function clearAppBadge(): void {
  if ('clearAppBadge' in navigator) navigator.clearAppBadge().catch(() => undefined);
}

export async function signOut(navigate: (path: string) => void): Promise<void> {
  await accountsApi.logout();
  markSignedOut();
  closeAllOverlays();
  navigate('/login');
  setTimeout(() => {
    clearAppBadge();
    dropUserData();
  }, LOGOUT_CLEANUP_MS);
}
