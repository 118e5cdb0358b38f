// How the user looks at the activity list (spec §4 "Activity list"): the filter and the
// chosen category tab (the list itself is a query: activities-query.ts). Adding or
// removing an activity resets the filter; an added activity's category tab is selected
// (§4 "Create activity").
import type { ActivityView } from '@outings/contracts';
import { createStore, useStore } from '@outings/fe-kit';
import { addActivity, removeActivity } from './activities-query';
import { INITIAL_FILTER, type ActivityFilter } from './activity-filter';

export interface ActivityListView {
  filter: ActivityFilter;
  /** The chosen category tab. */
  category: string;
}

/** Globals' default category (spec §3). */
export const DEFAULT_CATEGORY = 'Adventure';

const INITIAL_VIEW: ActivityListView = { filter: INITIAL_FILTER, category: DEFAULT_CATEGORY };

export const activityListStore = createStore<ActivityListView>(INITIAL_VIEW);

export const activityList = {
  applyFilter: (filter: ActivityFilter) => activityListStore.set((view) => ({ ...view, filter })),
  selectCategory: (category: string) => activityListStore.set((view) => ({ ...view, category })),
  add: (activity: ActivityView) => {
    addActivity(activity);
    activityListStore.set({ filter: INITIAL_FILTER, category: activity.category });
  },
  remove: (activityId: string) => {
    removeActivity(activityId);
    activityListStore.set((view) => ({ ...view, filter: INITIAL_FILTER }));
  },
  reset: () => activityListStore.set(INITIAL_VIEW),
};

export const useActivityListView = () => useStore(activityListStore);
