// An invite link is the app's address with `?invite=<token>`. The token is taken off the
// address at once (kept out of the history, of bookmarks and of what the page shares) and
// kept for this tab until the sign-up sends it; the link then opens the sign-up.
import { INVITE_QUERY_PARAMETER, INVITE_TOKEN_PATTERN } from '@outings/contracts';

const STORAGE_KEY = 'outings.invite';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when the address carried a well-formed invite: it is kept, and the address loses it. */
export function takeInviteFromAddress(): boolean {
  const address = new URL(window.location.href);
  const token = address.searchParams.get(INVITE_QUERY_PARAMETER);
  if (token === null) return false;
  address.searchParams.delete(INVITE_QUERY_PARAMETER);
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  if (!INVITE_TOKEN_PATTERN.test(token)) return false;
  tabStorage()?.setItem(STORAGE_KEY, token);
  return true;
}

/** The invite this tab came with, for the sign-up to send. */
export const pendingInvite = (): string | undefined => tabStorage()?.getItem(STORAGE_KEY) ?? undefined;

/** Sent with a sign-up: a second account from this tab is nobody's invitee. */
export const forgetInvite = (): void => tabStorage()?.removeItem(STORAGE_KEY);
