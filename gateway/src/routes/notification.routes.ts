// The alert calls (spec §7): the list, answering a request
// alert (a friend request, an outing invite), clearing one or all that are settled. The alert is always read from
// the notification service as the session's user's, never taken from the client: an id
// that is not theirs is a 404 there, and nothing is answered. Web push (spec §7
// `/notifications/*`): the VAPID key for anyone; a device subscribes or unsubscribes for
// the session's user, whatever user the body names.
import type { Request } from 'express';
import {
  clearSettledAnswerSchema,
  clearSettledRequestSchema,
  dismissNotificationRequestSchema,
  notificationListSchema,
  notificationViewSchema,
  pushSubscribeBodySchema,
  pushUnsubscribeBodySchema,
  respondToNotificationRequestSchema,
  vapidPublicKeyAnswerSchema,
  type FriendRequestAnswerCall,
  type NotificationView,
  type OutingView,
  type RespondToNotificationRequestBody,
} from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf, type CallerIdentity } from '../identity/client-identity';
import type { ServiceClient } from '../proxy/service-client';
import { bodyOf } from '../proxy/upstream-error';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { denyInvitedOuting, joinInvitedOuting } from './outing-invites';
import { isSuccess, nextPageQuery, relay, sessionUserId, smallJsonBody } from './route-helpers';

/** The session's user and the alert path at the notification service. */
function alertPath(req: Request) {
  const userId = sessionUserId(req);
  const notificationId = String(req.params.notificationId);
  return { userId, path: `/users/${encodeURIComponent(userId)}/alerts/${encodeURIComponent(notificationId)}` };
}

/** A request still open to an answer: answered already, only the alert's own state is left to check. */
const awaitsAnswer = (alert: NotificationView) => alert.status === 'pending' || alert.status === 'none';

/** The outing an invite alert still open to an answer invites to. */
const openOutingInvite = (alert: NotificationView) => (alert.type === 'outing-invite' && awaitsAnswer(alert) ? alert.outing : undefined);

/** The session's user's alert, as the notification service keeps it. */
async function readAlert(notification: Pick<ServiceClient, 'call'>, path: string, identity: CallerIdentity) {
  const read = await notification.call('GET', path, identity);
  return isSuccess(read) ? { ok: true as const, alert: bodyOf(read, notificationViewSchema) } : { ok: false as const, refusal: read };
}

export function notificationRoutes({ services, composeSessionView }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  /** A page of the caller's alerts, newest first (the next after `?before=<cursor>`), and the badge's count. */
  router.get('alerts', async (req, res) => {
    const userId = sessionUserId(req);
    const query = nextPageQuery(req.query.before);
    const answer = await services.notification.call('GET', `/users/${encodeURIComponent(userId)}/alerts${query}`, identityOf(req));
    if (!isSuccess(answer)) return relay(res, answer);
    res.json(bodyOf(answer, notificationListSchema));
  });

  /**
   * One write, at the owner of what is answered; the owner's event settles the alert at
   * the notification service, which tells the user's pages to reload. `accepted`/`denied`
   * on a friend request are answered at social-graph (`friend-request.answered`); on an
   * outing invite, joined or denied at the outing service (`outing.membership-changed`):
   * a refused join (406 at the pending cap) is relayed for the popup and the alert stays
   * open. What has no owner to answer it is settled at the notification service itself:
   * `none` (the user saw it; the request stays pending, to be answered later), an alert
   * answered already, and an invite whose outing is gone (its refused deny changed nothing).
   */
  router.post('respondToAlert', smallJsonBody, async (req, res) => {
    const { userId, path } = alertPath(req);
    const body: RespondToNotificationRequestBody = parseInput(respondToNotificationRequestSchema, req.body);
    const identity = identityOf(req);
    const read = await readAlert(services.notification, path, identity);
    if (!read.ok) return relay(res, read.refusal);
    const { alert } = read;
    const { type, from } = alert;
    const invitedTo = openOutingInvite(alert);
    let joined: OutingView | undefined;
    if (type === 'friend-request' && from !== undefined && body.status !== 'none' && awaitsAnswer(alert)) {
      const call: FriendRequestAnswerCall = { answer: body.status };
      const answered = await services['social-graph'].call(
        'POST',
        `/users/${encodeURIComponent(userId)}/friend-requests/${encodeURIComponent(from)}/answer`,
        identity,
        call,
      );
      if (!isSuccess(answered)) return relay(res, answered);
    } else if (invitedTo !== undefined && body.status === 'accepted') {
      const join = await joinInvitedOuting(services, userId, invitedTo, identity);
      if (!join.ok) return relay(res, join.refusal);
      joined = join.outing;
    } else {
      const denial = invitedTo !== undefined && body.status === 'denied' ? await denyInvitedOuting(services, userId, invitedTo, identity) : null;
      if (denial?.kind === 'refused') return relay(res, denial.refusal);
      if (denial?.kind !== 'denied') {
        const settled = await services.notification.call('POST', `${path}/settle`, identity, body);
        if (!isSuccess(settled)) return relay(res, settled);
      }
    }
    const view = await composeSessionView(userId, identity);
    res.json(joined === undefined ? view : { ...view, outing: joined });
  });

  /**
   * Takes the alert off the list: one write, at the notification service. Clearing an
   * invite still open to an answer denies it (spec §4): the notification service's event
   * has the outing service deny it.
   */
  router.post('dismissAlert', smallJsonBody, async (req, res) => {
    const { userId, path } = alertPath(req);
    parseInput(dismissNotificationRequestSchema, req.body);
    const identity = identityOf(req);
    const cleared = await services.notification.call('POST', `${path}/dismiss`, identity);
    if (!isSuccess(cleared)) return relay(res, cleared);
    res.json({ user: (await composeSessionView(userId, identity)).user });
  });

  /** 'Clear all': one write at the notification service, whose `update-user` refreshes the list. */
  router.post('clearSettledAlerts', smallJsonBody, async (req, res) => {
    const userId = sessionUserId(req);
    const body = parseInput(clearSettledRequestSchema, req.body);
    const answer = await services.notification.call('POST', `/users/${encodeURIComponent(userId)}/alerts/clear-settled`, identityOf(req), body);
    if (!isSuccess(answer)) return relay(res, answer);
    res.json(bodyOf(answer, clearSettledAnswerSchema));
  });

  router.get('vapidPublicKey', async (req, res) => {
    const answer = await services.notification.call('GET', '/push/vapid-public-key', identityOf(req));
    if (!isSuccess(answer)) return relay(res, answer);
    // Fixed for the server's life (it changes only with the deployment's secret).
    res.set('Cache-Control', 'public, max-age=3600').json(bodyOf(answer, vapidPublicKeyAnswerSchema));
  });

  router.post('subscribeToPush', smallJsonBody, async (req, res) => {
    const { subscription } = parseInput(pushSubscribeBodySchema, req.body);
    const answer = await services.notification.call('PUT', pushPath(req), identityOf(req), subscription);
    if (!isSuccess(answer)) return relay(res, answer);
    res.status(201).end();
  });

  router.post('unsubscribeFromPush', smallJsonBody, async (req, res) => {
    const body = parseInput(pushUnsubscribeBodySchema, req.body);
    const answer = await services.notification.call('POST', `${pushPath(req)}/remove`, identityOf(req), body);
    // Not subscribed (any more): what the browser asked for is true.
    if (!isSuccess(answer) && answer.status !== 404) return relay(res, answer);
    res.status(204).end();
  });

  return router;
}

/** The session's user's devices at the notification service: never a user the body names. */
const pushPath = (req: Request) => `/users/${encodeURIComponent(sessionUserId(req))}/push-subscriptions`;
