// Every query on `notification.push_subscriptions`. Each function takes the handle to run
// on: the root database or the caller's open transaction.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { pushSubscriptions, type PushSubscriptionRow } from './schema';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string;
}

/**
 * Stores the device for the user: a new endpoint, the user's own again (with its new keys),
 * or another user's with the very same keys: the same browser, subscribing again for the
 * account now signed in on it. False, and nothing changed, for another user's endpoint
 * with other keys: whoever sent it does not hold that browser's subscription.
 */
export async function upsertPushSubscription(db: Db, subscription: NewPushSubscription): Promise<boolean> {
  const { p256dh, auth, userId } = subscription;
  const stored = await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh, auth, userId, createdAt: new Date() },
      setWhere: or(eq(pushSubscriptions.userId, userId), and(eq(pushSubscriptions.p256dh, p256dh), eq(pushSubscriptions.auth, auth))),
    })
    .returning({ id: pushSubscriptions.id });
  return stored.length > 0;
}

/** Removes the user's device; false when the user has no such endpoint (another user's included). */
export async function deleteUserPushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A device the push service no longer knows. */
export async function deletePushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function pushSubscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function findPushSubscription(db: Db, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}
