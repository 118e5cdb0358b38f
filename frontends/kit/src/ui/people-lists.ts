// How people are named (spec §2 "User cards", chat modal), and how many a cluster or a
// name list shows (§9): a cluster of icons up to 4 then '5+', a name list cut at 4 then
// '.. 4+'.
import type { PublicProfileView } from '@outings/contracts';

const SHOWN = 4;

/** The people a cluster draws, and its '5+' tag once there are five or more. */
export function clusterOf<T>(people: readonly T[]): { shown: readonly T[]; more: string | null } {
  if (people.length < 5) return { shown: people, more: null };
  return { shown: people.slice(0, SHOWN), more: '5+' };
}

/** First names joined, cut at 4 then '.. 4+'. */
export function nameList(names: readonly string[]): string {
  const listed = names.slice(0, SHOWN).join(', ');
  return names.length > SHOWN ? `${listed} .. 4+` : listed;
}

/** First and last name, as a card or a message shows a person. */
export const fullName = (person: Pick<PublicProfileView, 'first_name' | 'last_name'>): string => [person.first_name, person.last_name].filter(Boolean).join(' ');
