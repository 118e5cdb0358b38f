// How many people a cluster or a name list shows (spec §2 "User cards", §9): a cluster of
// icons up to 4 then '5+', a name list cut at 4 then '.. 4+'.
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
