// The people of outings as the browser shows them: members, invitees and those who flaked,
// each one's public view once, read from profile's batch call (composition/public-views.ts).
import type { OutingView, PublicProfileView } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClient } from '../proxy/service-client';
import { readPublicViews } from './public-views';

export type OutingPeopleRead = { ok: true; users: PublicProfileView[] } | { ok: false; refusal: ServiceAnswer };

/** Outings keyed by id, the browser's shape (which keeps no order: the feed adds `order`). */
export const outingsById = (outings: readonly OutingView[]): Record<string, OutingView> =>
  Object.fromEntries(outings.map((outing) => [outing._id, outing]));

/** Everyone an outing names, members first. */
export const peopleOf = (outing: OutingView): string[] => [...outing.users, ...outing.invited, ...outing.flakes];

/**
 * The public views of everyone in `outings`, each once, in first-seen order. One whose
 * profile is still being created (their sign-up event in flight) shows once it is.
 */
export async function readOutingPeople(
  profile: Pick<ServiceClient, 'call'>,
  outings: readonly OutingView[],
  identity: CallerIdentity,
): Promise<OutingPeopleRead> {
  const ids = [...new Set(outings.flatMap(peopleOf))];
  const read = await readPublicViews(profile, ids, identity);
  if (!read.ok) return read;
  return { ok: true, users: ids.flatMap((id) => read.views.get(id) ?? []) };
}
