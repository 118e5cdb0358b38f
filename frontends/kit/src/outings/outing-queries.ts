// The caller's outings (spec §2 profile Outings tab, the alerts' outing names, the outing
// modal): the list from `GET /outing`, and each outing opened from
// `GET /outing/{outingId}/{id}`. Read on first use and again when a push names the
// outings; the caller's own change puts the outing it answered in place and reads the
// list again.
import type { OutingView, PublicProfileView } from '@outings/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { signedInUserID } from '../query/signed-in-user';
import { newestFirst } from '../ui/dates';
import { outingsApi } from './outings-api';

export interface OutingsData {
  /** Newest first. */
  outings: readonly OutingView[];
  /** Every member, invitee and flake of those outings, by id. */
  users: ReadonlyMap<string, PublicProfileView>;
}

export interface OutingData {
  outing: OutingView;
  users: ReadonlyMap<string, PublicProfileView>;
}

const byID = (people: readonly PublicProfileView[]) => new Map(people.map((person) => [person._id, person]));

export const outingsQuery = queryOptions({
  queryKey: queryKeys.outings(),
  queryFn: async (): Promise<OutingsData> => {
    const { outings, populatedUsers } = await apiData(outingsApi.list());
    return { outings: Object.values(outings).sort((a, b) => newestFirst(a.date_created, b.date_created)), users: byID(populatedUsers) };
  },
});

export function outingQuery(outingID: string) {
  return queryOptions({
    queryKey: queryKeys.outing(outingID),
    queryFn: async (): Promise<OutingData> => {
      const { outing, populatedUsers } = await apiData(outingsApi.detail(signedInUserID(), outingID));
      return { outing, users: byID(populatedUsers) };
    },
  });
}

/** One outing of the list held, if the caller has it. */
export const heldOuting = (outingID: string): OutingView | undefined =>
  queryClient.getQueryData<OutingsData>(queryKeys.outings())?.outings.find((outing) => outing._id === outingID);

/** The caller changed an outing and the server answered it: in place (its people stay), and the list read again. */
export function putOuting(outing: OutingView): void {
  queryClient.setQueryData<OutingData>(queryKeys.outing(outing._id), (held) => held && { ...held, outing });
  void queryClient.invalidateQueries({ queryKey: queryKeys.outings() });
}

/** The caller deleted an outing: gone from what is held. */
export function dropOuting(outingID: string): void {
  queryClient.removeQueries({ queryKey: queryKeys.outing(outingID) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.outings() });
}
