// The signed-in user (spec §4 "Authentication"): login sets the flag, stores the user and
// the friends from the populated list; logout clears the flag at once and the data half
// a second later; a 401 from the session check clears everything.
import { accountsApi } from '../api/accounts-api';
import type { Friend, SessionView, User } from '../api/views';
import { dropUserLocalData } from '../storage/local-keys';
import { createStore, useStoreSelector } from '../store/external-store';
import { forgetSignedInHint, hasSignedInHint } from './signed-in-hint';

export interface SessionState {
  /** The session was asked for at least once (no screen decides on a guess). */
  checked: boolean;
  authenticated: boolean;
  user: User | null;
  friends: readonly Friend[];
}

const EMPTY: SessionState = { checked: false, authenticated: false, user: null, friends: [] };

export const sessionStore = createStore<SessionState>(EMPTY);

export function applySessionView({ user, populatedFriends }: SessionView): void {
  sessionStore.set((state) => ({ ...state, checked: true, authenticated: true, user, friends: populatedFriends }));
}

/** A call answered the user alone (clearing an alert): the friends stay. */
export function applyUser(user: User): void {
  sessionStore.set((state) => ({ ...state, user }));
}

/** Logout's first step: the flag goes, the screens still have their data to fade out with. */
export function markSignedOut(): void {
  sessionStore.set((state) => ({ ...state, checked: true, authenticated: false }));
}

/** Drops everything the browser holds about the user (the photo caches follow the store). */
export function dropUserData(): void {
  sessionStore.set({ ...EMPTY, checked: true });
  dropUserLocalData();
}

/** The latest check while it travels: what `ensureSession` waits for rather than asking again. */
let pendingCheck: Promise<SessionState> | null = null;
let latestCheck = 0;

/**
 * Asks the gateway who is signed in; a 401 clears the session. Without the signed-in hint
 * cookie nobody is, and nothing is asked (a visitor's page makes no call bound to fail). Each call asks anew: one
 * made because something changed (a friend's status, say) must not be answered by a
 * check that left before the change. Only the latest check's answer is kept, so an older
 * one landing late never brings back what the newer one replaced.
 */
export function refreshSession(): Promise<SessionState> {
  const check = ++latestCheck;
  if (!hasSignedInHint()) {
    pendingCheck = null;
    dropUserData();
    return Promise.resolve(sessionStore.get());
  }
  const read = accountsApi.checkSession().then((result) => {
    if (check !== latestCheck) return sessionStore.get();
    pendingCheck = null;
    if (result.ok) applySessionView(result.data);
    else if (result.status === 401) {
      forgetSignedInHint();
      dropUserData();
    }
    else sessionStore.set((state) => ({ ...state, checked: true }));
    return sessionStore.get();
  });
  pendingCheck = read;
  return read;
}

/** The session, asking the gateway only the first time (joining a check on its way). */
export function ensureSession(): Promise<SessionState> {
  const state = sessionStore.get();
  return state.checked ? Promise.resolve(state) : (pendingCheck ?? refreshSession());
}

/**
 * One part of the session (`useSessionState((session) => session.user)`): the component
 * renders again only when that part changes: a re-check that replaces the user renders
 * the readers of that part, not the layout and the page under it. `select` must answer a
 * part of the state or a primitive, never a new object.
 */
export function useSessionState<S>(select: (state: SessionState) => S): S {
  return useStoreSelector(sessionStore, select);
}
