// Other users' public views for a composed answer (the members of chats): the distinct
// ids, read from profile's batch call in as few calls as its limit allows.
import { PUBLIC_VIEWS_BATCH_MAX, publicProfileViewsSchema, type PublicProfileView } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClient } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';

/** The distinct ids, in first-seen order, in slices of at most `size`. */
export function batchesOf(ids: readonly string[], size: number = PUBLIC_VIEWS_BATCH_MAX): string[][] {
  const distinct = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < distinct.length; start += size) batches.push(distinct.slice(start, start + size));
  return batches;
}

export type PublicViewsRead = { ok: true; views: Map<string, PublicProfileView> } | { ok: false; refusal: ServiceAnswer };

/**
 * The public views of `ids` by id; one whose profile does not exist (yet) is missing from
 * the map. A refusal of profile is handed back to be relayed.
 */
export async function readPublicViews(profile: Pick<ServiceClient, 'call'>, ids: readonly string[], identity: CallerIdentity): Promise<PublicViewsRead> {
  const answers = await Promise.all(
    batchesOf(ids).map((batch) => profile.call('GET', `/users?ids=${batch.map(encodeURIComponent).join(',')}`, identity)),
  );
  const views = new Map<string, PublicProfileView>();
  for (const answer of answers) {
    if (answer.status < 200 || answer.status >= 300) return { ok: false, refusal: answer };
    const parsed = publicProfileViewsSchema.safeParse(answer.body);
    if (!parsed.success) throw unexpectedAnswer();
    for (const view of parsed.data.users) views.set(view._id, view);
  }
  return { ok: true, views };
}
