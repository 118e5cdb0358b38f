// The outing record of each user (spec §5 "Flake rating"): outings they were a member of
// (created or joined, flaked ones included, deleted ones not), outings they flaked (left
// while others remained) and outings completed as a member. Profile turns it into the
// flake rating.
import { memberIds, type OutingState } from './outing-state';

export interface RecordChange {
  userId: string;
  outings: number;
  flaked: number;
  completed: number;
}

const change = (userId: string, delta: Partial<Omit<RecordChange, 'userId'>>): RecordChange => ({ userId, outings: 0, flaked: 0, completed: 0, ...delta });

/** A new member (the creator, or an invitee joining). */
export const membershipStarted = (userId: string): RecordChange => change(userId, { outings: 1 });

/** Leaving is refused to the only member, so a leave always leaves others behind: a flake. */
export const membershipFlaked = (userId: string): RecordChange => change(userId, { flaked: 1 });

/**
 * The deleter's membership no longer counts. Those who flaked it keep their flake and its
 * outing: they left while others remained, which the deletion does not undo.
 */
export const membershipDeleted = (userId: string): RecordChange => change(userId, { outings: -1 });

/** Every non-flaked member of a just completed outing. */
export const completionsOf = (state: OutingState): RecordChange[] => memberIds(state).map((userId) => change(userId, { completed: 1 }));
