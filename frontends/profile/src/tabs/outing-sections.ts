// The profile's Outings tab as lists (spec §2 "Profile page", §4 "Completed (for lists)"):
// pending outings first, then completed ones, each newest first, filtered by the search.
// An outing is completed for the list once it has at least 2 members who all marked it;
// one the user flaked or left on counts as completed for them and shows red. An
// invitation (the user in `invited`) waits among the pending ones, marked as such.
import { matchesOutingSearch, membersOf, newestFirst } from '@outings/fe-kit';
import { OUTING_LIMITS, type OutingView, type PublicProfileView } from '@outings/contracts';

export interface OutingListItem {
  outing: OutingView;
  members: PublicProfileView[];
  /** Invited, not joined yet. */
  invited: boolean;
  /** Flaked or left: red, among the completed. */
  flaked: boolean;
}

export interface OutingSections {
  pending: OutingListItem[];
  completed: OutingListItem[];
}

export function isCompletedForList(outing: OutingView, userID: string): boolean {
  if (outing.flakes.includes(userID)) return true;
  return outing.users.length >= OUTING_LIMITS.membersToComplete && outing.completions.length === outing.users.length;
}

export function outingSections(outings: readonly OutingView[], users: ReadonlyMap<string, PublicProfileView>, userID: string, query: string): OutingSections {
  const items = outings
    .map((outing) => ({ outing, members: membersOf(outing, users), invited: outing.invited.includes(userID), flaked: outing.flakes.includes(userID) }))
    .filter((item) => matchesOutingSearch(item.outing, item.members, query))
    .sort((a, b) => newestFirst(a.outing.date_created, b.outing.date_created));
  return {
    pending: items.filter((item) => !isCompletedForList(item.outing, userID)),
    completed: items.filter((item) => isCompletedForList(item.outing, userID)),
  };
}
