// The outings as screens read them: the list (the profile's Outings tab, the alerts'
// outing names) and one outing (the outing modal). A read that fails keeps what was
// shown: 'failed' only while nothing is.
import { useSessionState } from '@outings/fe-kit/core';
import { useQuery } from '../query/shared-hooks';
import { outingQuery, outingsQuery, type OutingData, type OutingsData } from './outing-queries';

export interface OutingsState extends OutingsData {
  status: 'loading' | 'ready' | 'failed';
}

const NONE: OutingsData = { outings: [], users: new Map() };
const useSignedIn = () => useSessionState((session) => session.user !== null);

/** The caller's outings; the first reader reads them. */
export function useOutings(): OutingsState {
  const { data, isError } = useQuery({ ...outingsQuery, enabled: useSignedIn() });
  if (data) return { ...data, status: 'ready' };
  return { ...NONE, status: isError ? 'failed' : 'loading' };
}

export type OutingState = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & OutingData);

export function useOuting(outingID: string): OutingState {
  const { data, isError } = useQuery({ ...outingQuery(outingID), enabled: useSignedIn() });
  if (data) return { state: 'ready', ...data };
  return isError ? { state: 'failed' } : { state: 'loading' };
}
