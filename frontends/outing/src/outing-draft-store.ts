// The outing being planned (spec §4 "Outing draft"): its activity, set or cleared. The
// members half of the draft lives beside it in the members feature.
import type { ActivityView } from '@outings/contracts';
import { createStore, useStore } from '@outings/fe-kit';

export const draftActivityStore = createStore<ActivityView | null>(null);

export const outingDraft = {
  setActivity: (activity: ActivityView) => draftActivityStore.set(activity),
  clearActivity: () => draftActivityStore.set(null),
  /** Clears the activity if it is this one (a deleted activity leaves the outing). */
  dropActivity: (activityId: string) => draftActivityStore.set((current) => (current?._id === activityId ? null : current)),
};

export const useDraftActivity = () => useStore(draftActivityStore);
