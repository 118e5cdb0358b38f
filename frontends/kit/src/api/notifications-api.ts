// The alert calls (spec §7), typed by the contracts the gateway checks them
// with: the list the alerts modal shows, answering a request alert, clearing one or all.
import {
  clearSettledAnswerSchema,
  notificationListSchema,
  sessionViewSchema,
  userViewSchema,
  type ClearSettledRequestBody,
  type DismissNotificationRequestBody,
  type NotificationAnswer,
  type NotificationStatus,
  type RespondToNotificationRequestBody,
} from '@outings/contracts';
import { api } from '@outings/fe-kit/core';
import * as z from 'zod/mini';

/** `dismiss` answers the user alone. */
const dismissAnswerSchema = z.object({ user: userViewSchema });

const alertPath = (userID: string, notificationId: string, action: 'respond' | 'dismiss') =>
  `/user/${encodeURIComponent(userID)}/notification/${encodeURIComponent(notificationId)}/${action}`;

export const notificationsApi = {
  /** A page of the user's alerts not cleared, newest first: the first, or the one after `before` (the page before's `next`). */
  list: (userID: string, before?: string) =>
    api.request(`/user/${encodeURIComponent(userID)}/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`, { schema: notificationListSchema }),
  /**
   * `none` marks the alert seen and leaves the request unanswered. Answers the session view.
   * With `handles`, those failure statuses are the caller's to show (joining an outing from
   * its invite at the pending cap has its own popup).
   */
  respond: (userID: string, notificationId: string, status: NotificationAnswer, handles?: readonly number[]) => {
    const body: RespondToNotificationRequestBody = { status };
    return api.request(alertPath(userID, notificationId, 'respond'), { method: 'POST', body, schema: sessionViewSchema, handles });
  },
  /** 'Clear all': every alert but the requests and invites still open to an answer. Answers how many went. */
  clearSettled: (userID: string) => {
    const body: ClearSettledRequestBody = {};
    return api.request(`/user/${encodeURIComponent(userID)}/notifications/clear-settled`, { method: 'POST', body, schema: clearSettledAnswerSchema });
  },
  /** Clears the alert; the spec's client sends its status along. Answers the user. */
  dismiss: (userID: string, notificationId: string, status: NotificationStatus) => {
    const body: DismissNotificationRequestBody = { status };
    return api.request(alertPath(userID, notificationId, 'dismiss'), { method: 'POST', body, schema: dismissAnswerSchema });
  },
};
