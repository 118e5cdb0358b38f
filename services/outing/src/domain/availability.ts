// Who may be invited without being a daily match (spec §5 "Outing"): a friend of the
// creator who is Ready or Searching. The facts come from this service's projections of
// social-graph's friendships and profile's statuses.
import { INITIAL_STATUS, isAvailableForOutings } from '@outings/reference-data';

/**
 * The invitees who are the creator's friends and free for an outing, in the invited order.
 * A person with no known status has not changed it since signing up: the initial status.
 */
export function availableFriendIdsOf(invitedIds: readonly string[], friendIds: ReadonlySet<string>, statuses: ReadonlyMap<string, string>): string[] {
  return invitedIds.filter((id) => friendIds.has(id) && isAvailableForOutings(statuses.get(id) ?? INITIAL_STATUS));
}
