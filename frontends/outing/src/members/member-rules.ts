// The pure rules of the outing draft's members (spec §4 "Outing draft", §5 "Outing"),
// kept apart from the stores and the screens so each is tested on plain values.
import { isAvailable, type Friend } from '@outings/fe-kit';

/** Anyone the draft can hold: a populated friend, a daily match's card or the user. */
export type Member = Friend;

type Identified = { readonly _id: string };

const ids = (people: readonly Identified[]) => new Set(people.map((person) => person._id));

/** The draft's users: always the current user first (never removable), then the others
 * once each. The user is taken from the session at read time, so their badge follows a
 * status change (Searching while on the page) instead of a copy made when planning began. */
export function draftUsers(me: Member, others: readonly Member[]): Member[] {
  const users = [me];
  for (const person of others) if (!isInDraft(person._id, users)) users.push(person);
  return users;
}

/** A friend can join when Ready or Searching, not already in the outing, and not the user (spec §5). */
export function isAddableFriend(friend: Member, users: readonly Identified[], currentUserID: string): boolean {
  return isAvailable(friend.status.status) && friend._id !== currentUserID && !ids(users).has(friend._id);
}

export function addableFriends<T extends Member>(friends: readonly T[], users: readonly Identified[], currentUserID: string): T[] {
  return friends.filter((friend) => isAddableFriend(friend, users, currentUserID));
}

export function isInDraft(personID: string, users: readonly Identified[]): boolean {
  return users.some((user) => user._id === personID);
}

/** The edit-users (remove) button works only when someone besides the user is in (spec §2). */
export function canRemoveMembers(users: readonly unknown[]): boolean {
  return users.length > 1;
}

/** 'Create Outing' shows with at least two users and an activity (spec §2, §5). */
export function showsCreateOuting(users: readonly unknown[], activity: unknown): boolean {
  return users.length >= 2 && activity != null;
}

/** An outing needs at least one of today's daily matches (spec §5); the create call checks it. */
export function hasDailyMatch(users: readonly Identified[], matches: readonly Identified[]): boolean {
  const matchIDs = ids(matches);
  return users.some((user) => matchIDs.has(user._id));
}
