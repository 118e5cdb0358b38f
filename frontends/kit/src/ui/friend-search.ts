// Friend search (spec §2: the Friends tab and the add-members modal's Active Friends):
// first or last name, case-insensitive and trimmed; the list is sorted by first name.
import type { Friend } from '@outings/fe-kit/core';

/** Generic so a caller's own person type (a user card, a draft member) comes back as is. */
export function filterFriends<T extends Friend>(friends: readonly T[], query: string): T[] {
  const typed = query.trim().toLowerCase();
  return friends
    .filter((friend) => !typed || [friend.first_name, friend.last_name].some((name) => name.toLowerCase().includes(typed)))
    .sort((a, b) => a.first_name.localeCompare(b.first_name));
}
