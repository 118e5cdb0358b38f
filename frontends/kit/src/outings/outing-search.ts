// The outing search of the profile's Outings tab and the social feed (spec §2, §9): the
// outing's name, its activity's name or any member's first or last name, any case, trimmed.
import type { OutingView, PublicProfileView } from '@outings/contracts';

export function matchesOutingSearch(outing: OutingView, members: readonly Pick<PublicProfileView, 'first_name' | 'last_name'>[], query: string): boolean {
  const typed = query.trim().toLowerCase();
  if (!typed) return true;
  const words = [outing.name, outing.activity.name, ...members.flatMap((member) => [member.first_name, member.last_name])];
  return words.some((word) => word.toLowerCase().includes(typed));
}

/** An outing's members as profiles, in its order; ids the answer did not populate are left out. */
export function membersOf(outing: OutingView, users: ReadonlyMap<string, PublicProfileView>): PublicProfileView[] {
  return outing.users.flatMap((id) => users.get(id) ?? []);
}
