// Every query on `notification.push_subscriptions`. Each function takes the handle to run
// on: the root database or the caller's open transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { pushSubscriptions, type PushSubscriptionRow } from './schema';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string;
}

/** Stores the device for the user; an endpoint already known (the same browser) takes the new keys and user. */
export async function upsertPushSubscription(db: Db, subscription: NewPushSubscription): Promise<void> {
  const { p256dh, auth, userId } = subscription;
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh, auth, userId, createdAt: new Date() } });
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
