// The notification service's calls, for its OpenAPI document (`GET /openapi.json`): a
// user's alerts, as the gateway reads and answers them for the signed-in user, and the
// devices subscribed to web push.
import {
  actingFor,
  ANYONE,
  clearSettledAnswerSchema,
  clearSettledRequestSchema,
  NOTIFICATION_LIMITS,
  notificationListSchema,
  notificationViewSchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
  respondToNotificationRequestSchema,
  vapidPublicKeyAnswerSchema,
} from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, NEXT_PAGE_QUERY, type ApiDescription } from '@outings/service-kit';
import { alertIdSchema } from './alerts.routes';

const NO_ALERT = "This alert does not exist, or is another user's (a malformed id names none either).";
const ALERT = { description: 'The alert.', json: notificationViewSchema };
const forUser = actingFor('userId');
const alertParams = { alertId: alertIdSchema };

export const notificationApi: ApiDescription = {
  title: 'Outings notification service',
  description: "Users' alerts (friend requests, outing invites and their answers) and their devices subscribed to web push. Called by the gateway only.",
  identity: GATEWAY_IDENTITY,
  operations: [
    // The calls the gateway forwards as they are (none yet), from their public call table entries.
    ...forwardedOperations('notification'),
    {
      method: 'get',
      path: '/users/:userId/alerts',
      summary: `A page of the user's alerts (at most ${NOTIFICATION_LIMITS.pageSize}), newest first; the next with \`before=<next>\``,
      access: forUser,
      query: NEXT_PAGE_QUERY,
      answers: {
        200: { description: 'The alerts, newest first, the next page\'s cursor (null on the last) and how many of all the user\'s alerts need attention.', json: notificationListSchema },
        400: 'Invalid Request: The page cursor is not valid',
      },
    },
    {
      method: 'get',
      path: '/users/:userId/alerts/:alertId',
      summary: 'One alert of the user',
      access: forUser,
      params: alertParams,
      answers: { 200: ALERT, 404: NO_ALERT },
    },
    {
      method: 'post',
      path: '/users/:userId/alerts/:alertId/settle',
      summary: "Records the user's answer to a request alert",
      access: forUser,
      params: alertParams,
      body: respondToNotificationRequestSchema,
      answers: { 200: ALERT, 404: NO_ALERT },
    },
    {
      method: 'post',
      path: '/users/:userId/alerts/clear-settled',
      summary: "'Clear all': clears every alert but the requests and invites still open to an answer",
      access: forUser,
      body: clearSettledRequestSchema,
      answers: { 200: { description: 'How many alerts it cleared.', json: clearSettledAnswerSchema } },
    },
    {
      method: 'post',
      path: '/users/:userId/alerts/:alertId/dismiss',
      summary: 'Clears an alert',
      access: forUser,
      params: alertParams,
      answers: { 204: { description: 'Cleared.' }, 404: NO_ALERT },
    },
    {
      method: 'get',
      path: '/push/vapid-public-key',
      summary: 'The application server key browsers subscribe to web push with',
      access: ANYONE,
      answers: { 200: { description: 'The VAPID public key.', json: vapidPublicKeyAnswerSchema }, 503: 'Push Unavailable: no VAPID keys configured.' },
    },
    {
      method: 'put',
      path: '/users/:userId/push-subscriptions',
      summary: "Stores a device's push subscription for the user (moves it from another user when its keys are the same)",
      access: forUser,
      body: pushSubscriptionSchema,
      answers: {
        201: { description: 'Stored.' },
        400: 'Also for an endpoint the service will not send to (not https, an IP address, an internal host; in production not a browser push service).',
        409: 'Subscribed Elsewhere: another user holds this endpoint with other keys.',
      },
    },
    {
      method: 'post',
      path: '/users/:userId/push-subscriptions/remove',
      summary: 'Removes a device of the user, by its endpoint',
      access: forUser,
      body: pushUnsubscribeBodySchema,
      answers: { 204: { description: 'Removed.' }, 404: 'Subscription Not Found.' },
    },
  ],
};
