// The activity list (spec §4 "Activity list"): set-initial, apply-filter, add-activity,
// remove-activity. Adding or removing an activity resets the filter; an added activity's
// category tab is selected (§4 "Create activity").
import type { ActivityView } from '@outings/contracts';
import { createStore, useStore } from '@outings/fe-kit';
import { INITIAL_FILTER, type ActivityFilter } from './activity-filter';

export interface ActivityListState {
  /** null until the list has loaded. */
  activities: readonly ActivityView[] | null;
  filter: ActivityFilter;
  /** The chosen category tab. */
  category: string;
}

/** Globals' default category (spec §3). */
export const DEFAULT_CATEGORY = 'Adventure';

const INITIAL_STATE: ActivityListState = { activities: null, filter: INITIAL_FILTER, category: DEFAULT_CATEGORY };

export const activityListStore = createStore<ActivityListState>(INITIAL_STATE);

export const activityList = {
  setInitial: (activities: readonly ActivityView[]) => activityListStore.set((state) => ({ ...state, activities, filter: INITIAL_FILTER })),
  applyFilter: (filter: ActivityFilter) => activityListStore.set((state) => ({ ...state, filter })),
  selectCategory: (category: string) => activityListStore.set((state) => ({ ...state, category })),
  add: (activity: ActivityView) =>
    activityListStore.set((state) => ({ activities: [...(state.activities ?? []), activity], filter: INITIAL_FILTER, category: activity.category })),
  remove: (activityId: string) =>
    activityListStore.set((state) => ({ ...state, activities: (state.activities ?? []).filter(({ _id }) => _id !== activityId), filter: INITIAL_FILTER })),
  reset: () => activityListStore.set(INITIAL_STATE),
};

export const useActivityList = () => useStore(activityListStore);
