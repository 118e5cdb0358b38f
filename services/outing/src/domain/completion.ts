// Completing an outing (spec §4 "Outing lifecycle"): each member marks it once with a
// rating; it needs at least 2 members and a photo; the last member's mark completes it,
// and then nothing about it changes.
import { OUTING_LIMITS, OUTING_REFUSALS } from '@outings/contracts';
import { memberIds, type OutingState } from './outing-state';
import { allow, refuse, type Ruling } from './refusals';

export interface Marked {
  next: OutingState;
  /** The mark completed the outing. */
  last: boolean;
}

/**
 * Complete when every member marked, at least 2 remain and a photo is there: after a mark,
 * and after a member leaves (the remaining members may all have marked already).
 */
export function completeIfDone(state: OutingState, now: Date): OutingState {
  const members = state.people.filter((person) => person.role === 'member');
  const done = state.completedAt === null
    && members.length >= OUTING_LIMITS.membersToComplete
    && state.photos.length > 0
    && members.every((member) => member.rating !== null);
  return done ? { ...state, completedAt: now } : state;
}

export function markCompletion(state: OutingState, userId: string, rating: number, now: Date): Ruling<Marked> {
  if (state.completedAt !== null) return refuse(OUTING_REFUSALS.completed);
  const person = state.people.find((candidate) => candidate.userId === userId);
  if (person?.role !== 'member') return refuse(person?.role === 'flaked' ? OUTING_REFUSALS.flakedOut : OUTING_REFUSALS.notAMember);
  if (person.rating !== null) return refuse(OUTING_REFUSALS.markedAlready);
  if (memberIds(state).length < OUTING_LIMITS.membersToComplete) return refuse(OUTING_REFUSALS.notEnoughMembers);
  if (state.photos.length === 0) return refuse(OUTING_REFUSALS.noPhotos);
  const marked: OutingState = {
    ...state,
    people: state.people.map((candidate) => (candidate === person ? { ...candidate, rating, markedAt: now } : candidate)),
  };
  const next = completeIfDone(marked, now);
  return allow({ next, last: next.completedAt !== null });
}

/** The member whose mark came last (the `lastUserId` of `outing.completed`). */
export function lastToMark(state: OutingState): string | null {
  let last: { userId: string; at: number } | null = null;
  for (const person of state.people) {
    const at = person.role === 'member' ? person.markedAt?.getTime() : undefined;
    if (at !== undefined && (last === null || at >= last.at)) last = { userId: person.userId, at };
  }
  return last?.userId ?? null;
}

/** The members' ratings, for `outing.completed` (the activity's ratings). */
export const ratingsOf = (state: OutingState) =>
  state.people.flatMap((person) => (person.role === 'member' && person.rating !== null ? [{ userId: person.userId, rating: person.rating }] : []));
