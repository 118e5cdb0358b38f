// Alerts (spec §3 "Notification"): what the notification service keeps and the browser
// reads from `GET /user/{id}/notifications`, and the bodies of the calls that answer or
// clear one. zod/mini: the alerts modal loads them.
import * as z from 'zod/mini';

/** Every alert type of spec §3; the events that cause the outing and chat ones come with those services. */
export const NOTIFICATION_TYPES = [
  'outing-invite',
  'outing-invite-update',
  'outing-leave',
  'outing-join',
  'outing-complete',
  'outing-marked-complete',
  'friend-request',
  'friend-request-update',
  'friend-removed',
  'chat-created',
  // A sign-up through an invite link: the link's owner learns who joined (`by`), the
  // newcomer who invited them (`by`); both are friends already.
  'invite-joined',
  'invited-by',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The alert types a user answers: a friend request, an outing invite. */
export const ANSWERABLE_ALERT_TYPES: readonly NotificationType[] = ['friend-request', 'outing-invite'];

/**
 * A request or invite still open to its answer (one looked at without answering, `none`,
 * still is): 'Clear all' leaves it, as only its own answer or clearing settles it.
 */
export function openToAnswer(alert: { type: NotificationType; status: string }): boolean {
  return ANSWERABLE_ALERT_TYPES.includes(alert.type) && (alert.status === 'pending' || alert.status === 'none');
}

/**
 * `pending`: a request waiting for its answer. `accepted`/`denied`: a request answered, or
 * the answer an update reports. `none`: nothing to answer (a plain alert), or a request
 * the user looked at without answering.
 */
export const NOTIFICATION_STATUSES = ['pending', 'accepted', 'denied', 'none'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** One alert as the browser gets it. Ids of users, outings and chats; absent when the type has none. */
export const notificationViewSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** ISO 8601: when what it reports happened. */
  created: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Whose alert it is. */
  userID: z.string(),
  /** Who asked (a friend request, an outing invite). */
  from: z.optional(z.string()),
  /** Who did what it reports (answered, removed, left…). */
  by: z.optional(z.string()),
  outing: z.optional(z.string()),
  chat: z.optional(z.string()),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** The alerts list's pages. */
export const NOTIFICATION_LIMITS = Object.freeze({
  /** Alerts per page (`GET /user/{id}/notifications`, older by `?before=<cursor>`). */
  pageSize: 30,
});

/**
 * `GET /user/{id}/notifications[?before=<cursor>]`: a page of at most
 * `NOTIFICATION_LIMITS.pageSize` alerts not cleared, newest first (the first page without
 * `before`); the cursor of the next page (null on the last), and how many of all the
 * user's alerts need attention (the Alerts badge: requests and invites not answered, any
 * other alert not cleared), whichever page is loaded.
 */
export const notificationListSchema = z.object({
  notifications: z.array(notificationViewSchema),
  next: z.nullable(z.string()),
  needingAttention: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** 'Clear all' (`POST /user/{id}/notifications/clear-settled`): how many alerts went off the list. */
export const clearSettledAnswerSchema = z.object({ cleared: z.int().check(z.nonnegative()) });
export type ClearSettledAnswer = z.infer<typeof clearSettledAnswerSchema>;

/** The answers a request alert takes: `none` leaves the request itself unanswered. */
export const NOTIFICATION_ANSWERS = ['accepted', 'denied', 'none'] as const;
export type NotificationAnswer = (typeof NOTIFICATION_ANSWERS)[number];

/** Texts of spec §4 ("Friend request notification"), followed by the answerer's name. */
export const NOTIFICATION_TEXTS = {
  friendRequestAccepted: 'Your friend request was accepted by',
  friendRequestDenied: 'Your friend request was denied by',
} as const;

/** What the two alerts of a sign-up through an invite link say, the alerts modal and the pushes alike. */
export const INVITE_ALERT_TEXTS = Object.freeze({
  'invite-joined': (name: string) => `${name} joined Outings through your invite link. You are now friends!`,
  'invited-by': (name: string) => `You are now friends with ${name}, who invited you to Outings.`,
});
