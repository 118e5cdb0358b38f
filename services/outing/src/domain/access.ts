// Who may see an outing and its photos. The outing itself: its members, invitees and
// those who flaked. Its photos besides: once completed, whoever has it in their feed, i.e.
// a non-flaked member or a friend of one (the friend network is a user's direct friends).
import { memberIds, roleOf, type OutingState } from './outing-state';

export const mayRead = (state: OutingState, userId: string): boolean => roleOf(state, userId) !== null;

/** In `userId`'s feed: completed, with the user or one of their friends among its members. */
export function inFeedOf(state: OutingState, userId: string, friendsOfUser: ReadonlySet<string>): boolean {
  return state.completedAt !== null && memberIds(state).some((member) => member === userId || friendsOfUser.has(member));
}

export const maySeePhotos = (state: OutingState, userId: string, friendsOfUser: ReadonlySet<string>): boolean =>
  mayRead(state, userId) || inFeedOf(state, userId, friendsOfUser);

/** Likes (spec §2 feed): an outing in the caller's feed, or one they are a member of. */
export const mayLike = (state: OutingState, userId: string, friendsOfUser: ReadonlySet<string>): boolean =>
  roleOf(state, userId) === 'member' || inFeedOf(state, userId, friendsOfUser);
