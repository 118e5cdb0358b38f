// The caller's outings (spec §2 profile Outings tab, the alerts' outing names, the outing
// modal): `GET /outing` read on first use and again whenever the session's user is
// replaced — an `update-user` push refreshes the session, and every outing change answers
// a new user — so whoever shows outings follows them without a reload.
import type { OutingView, PublicProfileView } from '@outings/contracts';
import { useEffect } from 'react';
import { createStore, sessionStore, useStore } from '@outings/fe-kit/core';
import { newestFirst } from '../ui/dates';
import { outingsApi } from './outings-api';

export interface OutingsState {
  status: 'loading' | 'ready' | 'failed';
  outings: readonly OutingView[];
  /** Every member, invitee and flake of those outings, by id. */
  users: ReadonlyMap<string, PublicProfileView>;
}

const EMPTY: OutingsState = { status: 'loading', outings: [], users: new Map() };

const outingsStore = createStore<OutingsState>(EMPTY);
/** The user whose outings the store holds (or is loading); null before the first read. */
let loadedFor: string | null = null;
let loadedUser: unknown = null;
/** Only the latest read's answer lands: an earlier one may predate the change. */
let round = 0;

/** Reads the caller's outings again; keeps the list it has when the call fails. */
export async function reloadOutings(): Promise<void> {
  const user = sessionStore.get().user;
  if (!user) return clearOutings();
  loadedFor = user._id;
  loadedUser = user;
  const mine = ++round;
  const result = await outingsApi.list();
  if (mine !== round || sessionStore.get().user?._id !== user._id) return;
  if (result.ok) {
    outingsStore.set({
      status: 'ready',
      outings: Object.values(result.data.outings).sort((a, b) => newestFirst(a.date_created, b.date_created)),
      users: new Map(result.data.populatedUsers.map((person) => [person._id, person])),
    });
  } else if (outingsStore.get().status !== 'ready') outingsStore.set({ ...outingsStore.get(), status: 'failed' });
}

export function clearOutings(): void {
  round++;
  loadedFor = null;
  loadedUser = null;
  outingsStore.set(EMPTY);
}

// A new user object means the server told us something changed (update-user, or the
// answer of a change): read again, but only once someone has asked for the outings.
sessionStore.subscribe(() => {
  const user = sessionStore.get().user;
  if (loadedFor === null || user === loadedUser) return;
  if (!user) clearOutings();
  else void reloadOutings();
});

/** One outing of the store, if the caller has it. */
export function knownOuting(outingID: string): OutingView | undefined {
  return outingsStore.get().outings.find((outing) => outing._id === outingID);
}

/** The caller's outings; the first reader starts the load. */
export function useOutings(): OutingsState {
  useEffect(() => {
    if (loadedFor === null) void reloadOutings();
  }, []);
  return useStore(outingsStore);
}
