// Joining, turning an invite down, leaving and deleting (spec §4 "Invitee", "Leave and
// delete"). Leaving is permanent: who left is a flake and never rejoins.
import { OUTING_REFUSALS, type OUTING_MEMBERSHIP_CHANGES, type Refusal } from '@outings/contracts';
import { completeIfDone } from './completion';
import { pendingCapRefusal } from './creation';
import { memberIds, roleOf, type OutingState, type Person } from './outing-state';
import { allow, refuse, type Ruling } from './refusals';

/** What a membership change was, as `outing.membership-changed` tells it. */
export interface OutingMembershipChange {
  kind: (typeof OUTING_MEMBERSHIP_CHANGES)[number];
  userId: string;
}

export interface MembershipChanged {
  next: OutingState;
  /** null: nothing changed (a member joining again). */
  change: OutingMembershipChange | null;
}

/**
 * Why a change only a member may make (leaving, deleting, photos) is refused: the user flaked out,
 * is not a member, or the outing is completed. The contracts' MEMBER_CHANGE_REFUSALS,
 * besides the unknown outing, are these.
 */
export function memberChangeRefusal(state: OutingState, userId: string): Refusal | null {
  const role = roleOf(state, userId);
  if (role === 'flaked') return OUTING_REFUSALS.flakedOut;
  if (role !== 'member') return OUTING_REFUSALS.notAMember;
  return state.completedAt === null ? null : OUTING_REFUSALS.completed;
}

const withRole = (state: OutingState, userId: string, role: Person['role']): Person[] =>
  state.people.map((person) => (person.userId === userId ? { ...person, role, rating: null, markedAt: null } : person));

/** An invitee joins; `pendingCount` is the joiner's, counted under their lock. */
export function join(state: OutingState, userId: string, pendingCount: number): Ruling<MembershipChanged> {
  const role = roleOf(state, userId);
  if (role === 'member') return allow({ next: state, change: null });
  if (role === 'flaked') return refuse(OUTING_REFUSALS.flakedOut);
  if (role !== 'invited') return refuse(OUTING_REFUSALS.notInvited);
  if (state.completedAt !== null) return refuse(OUTING_REFUSALS.completed);
  const capped = pendingCapRefusal(pendingCount);
  if (capped) return refuse(capped);
  // Members keep the order they came in: the joiner goes after the current members.
  const others = state.people.filter((person) => person.userId !== userId);
  const joiner: Person = { userId, role: 'member', rating: null, markedAt: null };
  return allow({ next: { ...state, people: [...others, joiner] }, change: { kind: 'joined', userId } });
}

/**
 * An invitee turns the invite down: removed from the invited. Allowed after completion:
 * it changes nothing the members did, and the invitee would otherwise keep an invite to
 * an outing they can never join.
 */
export function deny(state: OutingState, userId: string): Ruling<MembershipChanged> {
  if (roleOf(state, userId) !== 'invited') return refuse(OUTING_REFUSALS.notInvited);
  return allow({
    next: { ...state, people: state.people.filter((person) => person.userId !== userId) },
    change: { kind: 'invite-denied', userId },
  });
}

/**
 * A member leaves for good and is a flake. When every remaining member has marked it
 * complete already (and there are enough of them), the leave completes the outing.
 */
export function leave(state: OutingState, userId: string, now: Date): Ruling<MembershipChanged> {
  const why = memberChangeRefusal(state, userId);
  if (why) return refuse(why);
  // Not in the spec: with nobody left the outing would be an empty shell; delete it instead.
  if (memberIds(state).length === 1) return refuse(OUTING_REFUSALS.onlyMemberLeaves);
  const left = { ...state, people: withRole(state, userId, 'flaked') };
  return allow({ next: completeIfDone(left, now), change: { kind: 'left', userId } });
}

/** Only the only member deletes, and never a completed outing. */
export function deletionRefusal(state: OutingState, userId: string) {
  // Completed first: a completed outing is never deleted, whoever asks.
  if (state.completedAt !== null) return OUTING_REFUSALS.completed;
  return memberChangeRefusal(state, userId) ?? (memberIds(state).length === 1 ? null : OUTING_REFUSALS.notOnlyMember);
}
