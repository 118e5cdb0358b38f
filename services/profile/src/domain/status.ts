// User status (spec §4 "User status"): its values are the keys of the global status map.
// Ready and Busy are the user's choice, Searching is set by the app on the outing page;
// the service accepts all three and stamps the time of every change itself.
// A new profile's status is reference-data's INITIAL_STATUS, shared with the services that
// keep statuses from profile's events.
import { statusMap, type StatusName } from '@outings/reference-data';

export function isKnownStatus(status: string): status is StatusName {
  return Object.hasOwn(statusMap, status);
}

export interface StatusState {
  status: string;
  updatedAt: Date;
}

/** The status after a save: a changed status is stamped `now`, an unchanged one keeps its time. */
export function nextStatus(current: StatusState, requested: string, now: Date): StatusState {
  if (requested === current.status) return current;
  return { status: requested, updatedAt: now };
}
