// Today's daily matches (`GET /user/{id}/matches`, spec §4, §5): shown in the add-members
// modal and needed by the page to tell whether the draft holds one (an outing must). One
// store for both, kept per user; a new read keeps the last list on screen (matches change
// once a day) and only the first read of a user shows 'Loading Matches..'.
import { createStore, friendsApi, useStore } from '@outings/fe-kit';
import type { UserCard } from '@outings/contracts';
import { useEffect } from 'react';

export type MatchesState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; matches: readonly UserCard[] };

export const dailyMatchesStore = createStore<{ userID: string | null; value: MatchesState }>({ userID: null, value: { state: 'loading' } });

export async function loadDailyMatches(userID: string): Promise<void> {
  dailyMatchesStore.set((current) => (current.userID === userID && current.value.state === 'ready' ? current : { userID, value: { state: 'loading' } }));
  const result = await friendsApi.matches(userID);
  // A later sign-in may have asked for someone else's matches meanwhile.
  if (dailyMatchesStore.get().userID !== userID) return;
  const value: MatchesState = result.ok ? { state: 'ready', matches: result.data.matches } : { state: 'failed' };
  // A failed re-read keeps the list already shown.
  dailyMatchesStore.set((current) => (!result.ok && current.value.state === 'ready' ? current : { userID, value }));
}

/** The user's matches, read again each time a screen using them mounts. */
export function useDailyMatches(userID: string | undefined): MatchesState {
  const current = useStore(dailyMatchesStore);
  useEffect(() => {
    if (userID) void loadDailyMatches(userID);
  }, [userID]);
  return current.userID === userID ? current.value : { state: 'loading' };
}

/** The matches known so far (none while loading or failed). */
export const matchesOf = (state: MatchesState): readonly UserCard[] => (state.state === 'ready' ? state.matches : []);
