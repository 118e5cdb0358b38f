// The notification service's public calls (spec §7 `/user/:id/notification*`,
// `/notifications/*`): a user's alerts and the devices subscribed to web push.
import { z } from 'zod';
import { clearSettledRequestSchema, dismissNotificationRequestSchema, respondToNotificationRequestSchema } from '../dto/notification-requests';
import { clearSettledAnswerSchema, NOTIFICATION_LIMITS, notificationListSchema } from '../dto/notification';
import { outingViewSchema } from '../dto/outing';
import { pushSubscribeBodySchema, pushUnsubscribeBodySchema, vapidPublicKeyAnswerSchema } from '../dto/push';
import { sessionViewSchema, userViewSchema } from '../dto/user';
import { actingFor, ANYONE, SIGNED_IN } from './access';
import { NEXT_PAGE_QUERY } from './answers';
import { definePublicCalls } from './public-call';

const NO_ALERT = "Alert Not Found: no such alert of the caller's.";

export const NOTIFICATION_CALLS = definePublicCalls([
  {
    name: 'alerts',
    method: 'get',
    path: '/user/:id/notifications',
    owner: 'notification',
    access: actingFor('id'),
    handling: 'composed',
    summary: `A page of the caller's alerts (at most ${NOTIFICATION_LIMITS.pageSize}), newest first; the next page with \`before=<next>\``,
    query: NEXT_PAGE_QUERY,
    answers: {
      200: { description: 'The alerts, newest first, the next page\'s cursor (null on the last) and how many of all the caller\'s alerts need attention.', json: notificationListSchema },
      400: 'Invalid Request: The page cursor is not valid',
    },
  },
  {
    name: 'respondToAlert',
    method: 'post',
    path: '/user/:id/notification/:notificationId/respond',
    owner: 'notification',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Answers a request alert: a friend request, an outing invite (accepting joins it)',
    body: respondToNotificationRequestSchema,
    answers: {
      200: {
        description: 'The session view; with the outing, when accepting joined it.',
        json: z.object({ ...sessionViewSchema.shape, outing: z.optional(outingViewSchema) }),
      },
      404: NO_ALERT,
      406: 'Joining refused: too many pending outings.',
    },
  },
  {
    name: 'dismissAlert',
    method: 'post',
    path: '/user/:id/notification/:notificationId/dismiss',
    owner: 'notification',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'Clears an alert (an open outing invite is denied)',
    body: dismissNotificationRequestSchema,
    answers: { 200: { description: 'The signed-in user.', json: z.object({ user: userViewSchema }) }, 404: NO_ALERT },
  },
  {
    name: 'clearSettledAlerts',
    method: 'post',
    path: '/user/:id/notifications/clear-settled',
    owner: 'notification',
    access: actingFor('id'),
    handling: 'composed',
    summary: "'Clear all': clears every alert of the caller's but the friend requests and outing invites still open to an answer",
    body: clearSettledRequestSchema,
    answers: { 200: { description: 'How many alerts it cleared.', json: clearSettledAnswerSchema } },
  },
  {
    name: 'vapidPublicKey',
    method: 'get',
    path: '/notifications/vapid-public-key',
    owner: 'notification',
    // The key is public (spec §7).
    access: ANYONE,
    handling: 'composed',
    summary: 'The application server key to subscribe to web push with',
    answers: { 200: { description: 'The VAPID public key.', json: vapidPublicKeyAnswerSchema }, 503: 'Push Unavailable: not configured on this server.' },
  },
  {
    name: 'subscribeToPush',
    method: 'post',
    path: '/notifications/push/subscribe',
    owner: 'notification',
    access: SIGNED_IN,
    handling: 'composed',
    summary: "Subscribes this device to the session user's pushes (the body's `user` is ignored)",
    body: pushSubscribeBodySchema,
    answers: {
      201: { description: 'Subscribed.' },
      400: 'Also for an endpoint the server will not send to (not https, an IP address, an internal host; in production not a browser push service).',
      409: 'Subscribed Elsewhere: another account holds this device with other keys.',
    },
  },
  {
    name: 'unsubscribeFromPush',
    method: 'post',
    path: '/notifications/push/unsubscribe',
    owner: 'notification',
    access: SIGNED_IN,
    handling: 'composed',
    summary: 'Unsubscribes this device (it signs out or turns pushes off)',
    body: pushUnsubscribeBodySchema,
    answers: { 204: { description: 'Not subscribed any more.' } },
  },
]);
