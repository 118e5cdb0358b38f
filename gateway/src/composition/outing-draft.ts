// `POST /outing/{userId}/create-outing`: the browser sends its draft (users and an
// activity); the gateway adds the facts other services own, read for the caller and never
// taken from the browser (CreateOutingCommand): the activity as the activity service names
// it and today's daily matches (social-graph). The outing service judges the invitees,
// friends free for an outing included, from its own projections.
import {
  dailyMatchesSchema,
  outingActivitySchema,
  type CreateOutingCommand,
  type CreateOutingRequestBody,
} from '@outings/contracts';
import { badRequest } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { bodyOf } from '../proxy/upstream-error';
import { isSuccess } from '../routes/route-helpers';

export type OutingCommandRead = { ok: true; command: CreateOutingCommand } | { ok: false; refusal: ServiceAnswer };

/** The draft's users (ids or cards) minus the creator, each once, in the draft's order. */
export function invitedIdsOf(users: CreateOutingRequestBody['users'], creatorId: string): string[] {
  const ids = users.map((user) => (typeof user === 'string' ? user : user._id));
  const invited = [...new Set(ids)].filter((id) => id !== creatorId);
  if (invited.length === 0) throw badRequest('Add at least one other person to the outing.', 'No One Invited');
  return invited;
}

export async function readCreateOutingCommand(
  services: Pick<ServiceClients, 'activity' | 'social-graph'>,
  creatorId: string,
  draft: CreateOutingRequestBody,
  identity: CallerIdentity,
): Promise<OutingCommandRead> {
  const invitedIds = invitedIdsOf(draft.users, creatorId);
  const [activity, matches] = await Promise.all([
    services.activity.call('GET', `/activities/${encodeURIComponent(draft.activity._id)}/summary`, identity),
    services['social-graph'].call('GET', `/users/${encodeURIComponent(creatorId)}/matches`, identity),
  ]);
  // The activity's own 404 says which is gone: 'This activity does not exist.'
  if (!isSuccess(activity)) return { ok: false, refusal: activity };
  if (!isSuccess(matches)) return { ok: false, refusal: matches };
  return {
    ok: true,
    command: {
      invitedIds,
      activity: bodyOf(activity, outingActivitySchema),
      dailyMatchIds: bodyOf(matches, dailyMatchesSchema).matches,
    },
  };
}
