// The outing being planned (spec §4 "Outing draft"): its activity, set or cleared. The
// members half of the draft lives beside it in the members feature; `reset` starts a new
// draft for both halves.
import type { ActivityView } from '@outings/contracts';
import { createStore, useStore } from '@outings/fe-kit';
import { draftMembers } from './members/draft-members-store';
import type { Member } from './members/member-rules';

export const draftActivityStore = createStore<ActivityView | null>(null);

export const outingDraft = {
  setActivity: (activity: ActivityView) => draftActivityStore.set(activity),
  clearActivity: () => draftActivityStore.set(null),
  /** Clears the activity if it is this one (a deleted activity leaves the outing). */
  dropActivity: (activityId: string) => draftActivityStore.set((current) => (current?._id === activityId ? null : current)),
  /** A new draft with these users (the current user always stays) and no activity. */
  reset: (users: readonly Member[]) => {
    draftActivityStore.set(null);
    draftMembers.replace(users);
  },
};

export const useDraftActivity = () => useStore(draftActivityStore);
