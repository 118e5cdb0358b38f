// `POST /outing/{userId}/create-outing`: the browser sends its draft (users and an
// activity); the outing service decides from facts other services own, read here for the
// caller and never taken from the browser (CreateOutingCommand): the activity as the
// activity service names it, today's daily matches (social-graph), and which invitees are
// friends free for an outing (social-graph's friendships, profile's statuses).
import {
  dailyMatchesSchema,
  outingActivitySchema,
  type CreateOutingCommand,
  type CreateOutingRequestBody,
  type PublicProfileView,
} from '@outings/contracts';
import { isAvailableForOutings } from '@outings/reference-data';
import { badRequest } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { bodyOf } from '../proxy/upstream-error';
import { isSuccess } from '../routes/route-helpers';
import { readPublicViews } from './public-views';
import { readSocialPart } from './social-part';

export type OutingCommandRead = { ok: true; command: CreateOutingCommand } | { ok: false; refusal: ServiceAnswer };

/** The draft's users (ids or cards) minus the creator, each once, in the draft's order. */
export function invitedIdsOf(users: CreateOutingRequestBody['users'], creatorId: string): string[] {
  const ids = users.map((user) => (typeof user === 'string' ? user : user._id));
  const invited = [...new Set(ids)].filter((id) => id !== creatorId);
  if (invited.length === 0) throw badRequest('Add at least one other person to the outing.', 'No One Invited');
  return invited;
}

/** The invitees who are the creator's friends and Ready or Searching (spec §5 "Outing"). */
export function availableFriendIdsOf(invitedIds: readonly string[], friendIds: readonly string[], views: ReadonlyMap<string, PublicProfileView>): string[] {
  const friends = new Set(friendIds);
  return invitedIds.filter((id) => {
    const view = views.get(id);
    return friends.has(id) && view !== undefined && isAvailableForOutings(view.status.status);
  });
}

export async function readCreateOutingCommand(
  services: Pick<ServiceClients, 'activity' | 'social-graph' | 'profile'>,
  creatorId: string,
  draft: CreateOutingRequestBody,
  identity: CallerIdentity,
): Promise<OutingCommandRead> {
  const invitedIds = invitedIdsOf(draft.users, creatorId);
  const creator = encodeURIComponent(creatorId);
  const [activity, matches, social] = await Promise.all([
    services.activity.call('GET', `/activities/${encodeURIComponent(draft.activity._id)}/summary`, identity),
    services['social-graph'].call('GET', `/users/${creator}/matches`, identity),
    readSocialPart(services['social-graph'], creatorId, identity),
  ]);
  // The activity's own 404 says which is gone: 'This activity does not exist.'
  if (!isSuccess(activity)) return { ok: false, refusal: activity };
  if (!isSuccess(matches)) return { ok: false, refusal: matches };
  const invitedFriends = invitedIds.filter((id) => social.friends.includes(id));
  const statuses = await readPublicViews(services.profile, invitedFriends, identity);
  if (!statuses.ok) return statuses;
  return {
    ok: true,
    command: {
      invitedIds,
      activity: bodyOf(activity, outingActivitySchema),
      dailyMatchIds: bodyOf(matches, dailyMatchesSchema).matches,
      availableFriendIds: availableFriendIdsOf(invitedIds, social.friends, statuses.views),
    },
  };
}
