// Friends tab search (spec §2): first or last name, case-insensitive and trimmed; the
// list is sorted by first name.
import type { Friend } from '@outings/fe-kit';

export function filterFriends(friends: readonly Friend[], query: string): Friend[] {
  const typed = query.trim().toLowerCase();
  return friends
    .filter((friend) => !typed || [friend.first_name, friend.last_name].some((name) => name.toLowerCase().includes(typed)))
    .sort((a, b) => a.first_name.localeCompare(b.first_name));
}
