// An `outing-invite` alert answered from the alerts modal: accepting joins the outing,
// denying denies it, at the outing service, the invite's owner. That is the request's one
// write: the outing's `outing.membership-changed` settles the alert at the notification
// service, which then tells the user's pages to reload. (Clearing the alert instead is a
// write at the notification service, whose event has the outing deny the invite.)
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
 * `denied`: the outing took the answer (its event settles the alert). `gone`: the outing
 * was deleted (404) or the invite answered elsewhere (403): the refused deny changed
 * nothing, and the alert is for the caller to settle at the notification service so the
 * user is never stuck with it. `refused`: any other refusal, relayed.
 */
export type InviteDenial = { kind: 'denied' } | { kind: 'gone' } | { kind: 'refused'; refusal: ServiceAnswer };

export async function denyInvitedOuting(services: Pick<ServiceClients, 'outing'>, userId: string, outingId: string, identity: CallerIdentity): Promise<InviteDenial> {
  const denied = await services.outing.call('POST', `${outingPath(userId, outingId)}/deny`, identity);
  if (isSuccess(denied)) return { kind: 'denied' };
  return denied.status === 403 || denied.status === 404 ? { kind: 'gone' } : { kind: 'refused', refusal: denied };
}
