// A user's friends and the friend requests waiting for their answer, as social-graph
// keeps them: the session view shows them, creating an outing checks invitees against them.
import { socialPartSchema, type SocialPart } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceClient } from '../proxy/service-client';
import { unexpectedAnswer } from '../proxy/upstream-error';

export async function readSocialPart(socialGraph: Pick<ServiceClient, 'call'>, userId: string, identity: CallerIdentity): Promise<SocialPart> {
  const answer = await socialGraph.call('GET', `/users/${encodeURIComponent(userId)}/friends`, identity);
  const parsed = answer.status === 200 ? socialPartSchema.safeParse(answer.body) : null;
  if (!parsed?.success) throw unexpectedAnswer();
  return parsed.data;
}
