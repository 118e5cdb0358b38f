// The activity list (spec §4 "Activity list"): read each time the outing page shows it
// (others' creations appear on the next visit; no push tells of them). Creating or
// deleting one of the user's own puts the server's answer in the list held.
import { apiData, queryClient, queryKeys, useQuery } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';
import { activitiesApi } from './activities-api';

const activitiesQuery = {
  queryKey: queryKeys.activities(),
  queryFn: async (): Promise<readonly ActivityView[]> => (await apiData(activitiesApi.getAll())).activities,
  staleTime: 0,
};

/** The list, read as the section shows it; null until it has loaded. */
export function useActivities(): readonly ActivityView[] | null {
  return useQuery(activitiesQuery).data ?? null;
}

/** The list held, never a read of its own (an activity handed over by 'Use Activity'). */
export function useHeldActivities(): readonly ActivityView[] | null {
  return useQuery({ ...activitiesQuery, enabled: false }).data ?? null;
}

const updateActivities = (update: (held: readonly ActivityView[]) => readonly ActivityView[]) =>
  queryClient.setQueryData<readonly ActivityView[]>(queryKeys.activities(), (held) => held && update(held));

export const addActivity = (activity: ActivityView) => updateActivities((held) => [...held, activity]);
export const removeActivity = (activityId: string) => updateActivities((held) => held.filter(({ _id }) => _id !== activityId));
