// The alert calls (spec §7 and issue 8): the list, answering a request alert, clearing one.
// The alert is always read from the notification service as the session's user's, never
// taken from the client: an id that is not theirs is a 404 there, and nothing is answered.
import { Router, type Request } from 'express';
import {
  dismissNotificationRequestSchema,
  notificationListSchema,
  notificationViewSchema,
  respondToNotificationRequestSchema,
  type FriendRequestAnswerCall,
  type NotificationView,
  type RespondToNotificationRequestBody,
} from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { unexpectedAnswer } from '../proxy/upstream-error';
import type { RouteContext } from './route-context';
import { isSuccess, relay, sessionUserId, smallJsonBody } from './route-helpers';

/** The session's user and the alert path at the notification service. */
function alertPath(req: Request) {
  const userId = sessionUserId(req);
  const notificationId = String(req.params.notificationId);
  return { userId, path: `/users/${encodeURIComponent(userId)}/alerts/${encodeURIComponent(notificationId)}` };
}

/** A request still open to an answer: answered already, only the alert's own state is left to check. */
const awaitsAnswer = (alert: NotificationView) => alert.status === 'pending' || alert.status === 'none';

export function notificationRoutes({ services, composeSessionView }: RouteContext): Router {
  const router = Router();

  router.get('/user/:id/notifications', async (req, res) => {
    const userId = sessionUserId(req);
    const answer = await services.notification.call('GET', `/users/${encodeURIComponent(userId)}/alerts`, identityOf(req));
    if (!isSuccess(answer)) return relay(res, answer);
    const parsed = notificationListSchema.safeParse(answer.body);
    if (!parsed.success) throw unexpectedAnswer();
    res.json(parsed.data);
  });

  /**
   * `accepted`/`denied` on a friend request answer the request at social-graph, then record
   * the answer on the alert at once, so the session view answered is current (the answer's
   * event settles it again, which changes nothing). `none` only records that the user saw
   * it: the request stays pending, to be answered later.
   */
  router.post('/user/:id/notification/:notificationId/respond', smallJsonBody, async (req, res) => {
    const { userId, path } = alertPath(req);
    const body: RespondToNotificationRequestBody = parseInput(respondToNotificationRequestSchema, req.body);
    const identity = identityOf(req);
    const read = await services.notification.call('GET', path, identity);
    if (!isSuccess(read)) return relay(res, read);
    const alert = notificationViewSchema.safeParse(read.body);
    if (!alert.success) throw unexpectedAnswer();
    const { type, from } = alert.data;
    if (type === 'friend-request' && from !== undefined && body.status !== 'none' && awaitsAnswer(alert.data)) {
      const call: FriendRequestAnswerCall = { answer: body.status };
      const answered = await services['social-graph'].call(
        'POST',
        `/users/${encodeURIComponent(userId)}/friend-requests/${encodeURIComponent(from)}/answer`,
        identity,
        call,
      );
      if (!isSuccess(answered)) return relay(res, answered);
    }
    const settled = await services.notification.call('POST', `${path}/settle`, identity, body);
    if (!isSuccess(settled)) return relay(res, settled);
    res.json(await composeSessionView(userId, identity));
  });

  router.post('/user/:id/notification/:notificationId/dismiss', smallJsonBody, async (req, res) => {
    const { userId, path } = alertPath(req);
    parseInput(dismissNotificationRequestSchema, req.body);
    const identity = identityOf(req);
    const cleared = await services.notification.call('POST', `${path}/dismiss`, identity);
    if (!isSuccess(cleared)) return relay(res, cleared);
    res.json({ user: (await composeSessionView(userId, identity)).user });
  });

  return router;
}
