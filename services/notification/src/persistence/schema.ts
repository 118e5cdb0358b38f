// The notification service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES, type NotificationStatus, type NotificationType } from '@outings/contracts';

export const notificationSchema = pgSchema('notification');

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One row per alert (spec §3 "Notification"), written from the events that cause them. */
export const alerts = notificationSchema.table('alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Whose alert it is (`userID`). */
  userId: text('user_id').notNull(),
  type: text('type').$type<NotificationType>().notNull(),
  status: text('status').$type<NotificationStatus>().notNull(),
  /** When what it reports happened (the event's time, not the delivery's). */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  fromUserId: text('from_user_id'),
  byUserId: text('by_user_id'),
  outingId: text('outing_id'),
  chatId: text('chat_id'),
  /** Set when the user clears it: it leaves the list but keeps settling (see the alert rules). */
  clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
}, (table) => [
  check('alerts_type', sql`${table.type} in (${quoted(NOTIFICATION_TYPES)})`),
  check('alerts_status', sql`${table.status} in (${quoted(NOTIFICATION_STATUSES)})`),
  // The list a user reads, newest first.
  index('alerts_user_created').on(table.userId, table.createdAt),
  // An outing's alerts, which its later events settle or take away.
  index('alerts_outing').on(table.outingId),
]);

/**
 * Outings deleted, as `outing.deleted` reported: events of one outing can arrive out of
 * order, and a late `outing.created` must not invite anyone to an outing already gone.
 */
export const deletedOutings = notificationSchema.table('deleted_outings', {
  outingId: text('outing_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One row per device that allows web push (spec §3 "Push subscription"): the push
 * service's endpoint is the device, so it is unique; sent again by another user (another
 * account signed in on that browser) it moves to them. A user may have several.
 */
export const pushSubscriptions = notificationSchema.table('push_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  endpoint: text('endpoint').notNull().unique(),
  /** The browser's P-256 public key and auth secret, base64url: what each push is encrypted for. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  userId: text('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('push_subscriptions_user').on(table.userId)]);

/**
 * Each user's first name, as the sign-up and then each profile edit published it: a push
 * says who did what ("Sam invited you to Picnic"), and a closed app cannot look it up.
 */
export const userNames = notificationSchema.table('user_names', {
  userId: text('user_id').primaryKey(),
  firstName: text('first_name').notNull(),
});

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
