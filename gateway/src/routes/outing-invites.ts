// An `outing-invite` alert answered from the alerts modal: accepting joins the outing,
// denying (or clearing the alert: spec §4 'Clearing an outing invite marks it denied')
// denies it, at the outing service, before the alert is settled or cleared.
import { outingAnswerSchema, type OutingView } from '@outings/contracts';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClients } from '../proxy/service-client';
import { bodyOf } from '../proxy/upstream-error';
import { isSuccess } from './route-helpers';

const outingPath = (userId: string, outingId: string) => `/users/${encodeURIComponent(userId)}/outings/${encodeURIComponent(outingId)}`;

export type InviteJoin = { ok: true; outing: OutingView } | { ok: false; refusal: ServiceAnswer };

/** Joins; a refusal (406 at the pending cap, 403 no longer invited) is relayed and nothing settled. */
export async function joinInvitedOuting(services: Pick<ServiceClients, 'outing'>, userId: string, outingId: string, identity: CallerIdentity): Promise<InviteJoin> {
  const joined = await services.outing.call('POST', `${outingPath(userId, outingId)}/join`, identity);
  if (!isSuccess(joined)) return { ok: false, refusal: joined };
  return { ok: true, outing: bodyOf(joined, outingAnswerSchema).outing };
}

/**
 * Denies; answers a refusal to relay, or null. An invite that is gone already (the outing
 * deleted: 404; the invite withdrawn or answered elsewhere: 403) has nothing left to deny,
 * and its alert is still settled or cleared: the user is never stuck with it.
 */
export async function denyInvitedOuting(services: Pick<ServiceClients, 'outing'>, userId: string, outingId: string, identity: CallerIdentity): Promise<ServiceAnswer | null> {
  const denied = await services.outing.call('POST', `${outingPath(userId, outingId)}/deny`, identity);
  return isSuccess(denied) || denied.status === 403 || denied.status === 404 ? null : denied;
}
