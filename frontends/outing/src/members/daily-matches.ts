// Today's daily matches (`GET /user/{id}/matches`, spec §4, §5): shown in the add-members
// modal and needed by the page to tell whether the draft holds one (an outing must). One
// query for both; read as the page opens and again when a push names the user's friends
// (a match's card says where the user stands with them), keeping the last list on screen
// meanwhile (matches change once a day).
import { apiData, friendsApi, queryKeys, signedInUserID, useQuery, useSessionState } from '@outings/fe-kit';
import type { UserCard } from '@outings/contracts';

export type MatchesState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; matches: readonly UserCard[] };

const matchesQuery = {
  queryKey: queryKeys.matches(),
  queryFn: async () => (await apiData(friendsApi.matches(signedInUserID()))).matches,
};

export function useDailyMatches(): MatchesState {
  const { data, isError } = useQuery({ ...matchesQuery, enabled: useSessionState((session) => session.user !== null) });
  if (data) return { state: 'ready', matches: data };
  return isError ? { state: 'failed' } : { state: 'loading' };
}

/** The matches known so far (none while loading or failed). */
export const matchesOf = (state: MatchesState): readonly UserCard[] => (state.state === 'ready' ? state.matches : []);
