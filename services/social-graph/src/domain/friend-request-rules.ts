// Whether a user may ask another to be friends, and what asking does. Pure: the caller
// reads the pair's state (under the pair's locks) and applies the decision. Refusals are
// named by the contracts' FRIEND_REFUSALS, which say how each answers.
import type { FriendRefusal } from '@outings/contracts';

/** What stands between two users when one asks the other. */
export interface PairState {
  /** The one asked has an account (social-graph saw their `account.registered`). */
  targetKnown: boolean;
  alreadyFriends: boolean;
  /** The asker's own request is still waiting. */
  alreadyRequested: boolean;
  /** The one asked had asked the asker first. */
  otherAsked: boolean;
}

export type FriendRequestDecision =
  | { kind: 'refused'; refusal: FriendRefusal }
  /** Store the request and tell the one asked. */
  | { kind: 'request' }
  /** The other had asked first: this request is their answer. */
  | { kind: 'befriend' };

export function decideFriendRequest(fromUserId: string, toUserId: string, state: PairState): FriendRequestDecision {
  if (fromUserId === toUserId) return { kind: 'refused', refusal: 'self' };
  if (!state.targetKnown) return { kind: 'refused', refusal: 'unknown-user' };
  if (state.alreadyFriends) return { kind: 'refused', refusal: 'already-friends' };
  if (state.alreadyRequested) return { kind: 'refused', refusal: 'already-requested' };
  if (state.otherAsked) return { kind: 'befriend' };
  return { kind: 'request' };
}
