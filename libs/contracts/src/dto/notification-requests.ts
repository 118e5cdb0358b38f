// Bodies of the alert calls (full zod, server side; the browser gets the types through
// browser.ts): the public ones the gateway checks, and its internal call to notification.
import { z } from 'zod';
import { NOTIFICATION_ANSWERS, NOTIFICATION_STATUSES } from './notification';

/** `POST /user/{id}/notification/{notificationId}/respond`, and the gateway's settle call to notification. */
export const respondToNotificationRequestSchema = z.object({
  status: z.enum(NOTIFICATION_ANSWERS, { error: 'must be accepted, denied or none' }),
});
export type RespondToNotificationRequestBody = z.infer<typeof respondToNotificationRequestSchema>;

/**
 * `POST /user/{id}/notification/{notificationId}/dismiss`: the spec's client sends the
 * alert's status along; clearing does not depend on it.
 */
export const dismissNotificationRequestSchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES, { error: 'must be pending, accepted, denied or none' }).optional(),
});
export type DismissNotificationRequestBody = z.infer<typeof dismissNotificationRequestSchema>;

/** `POST /user/{id}/notifications/clear-settled` ('Clear all'), and the gateway's call to notification: an empty object. */
export const clearSettledRequestSchema = z.strictObject({});
export type ClearSettledRequestBody = z.infer<typeof clearSettledRequestSchema>;
