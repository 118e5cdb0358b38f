// The queries about one outing's alerts, and the record of deleted outings. Each function
// takes the handle to run on: the root database or the caller's open transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { alerts, deletedOutings, type AlertRow } from './schema';

/** The outing's invites still open to an answer (cleared ones too), locked for the answer; of `userId` alone when given. */
export function openOutingInvites(db: Db, outingId: string, userId?: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(
      eq(alerts.outingId, outingId),
      eq(alerts.type, 'outing-invite'),
      inArray(alerts.status, ['pending', 'none']),
      userId === undefined ? undefined : eq(alerts.userId, userId),
    ))
    .for('update');
}

/** The alerts that report an invitee's answer: `outing-join` and `outing-invite-update`. */
export function outingAnswerAlerts(db: Db, outingId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.outingId, outingId), inArray(alerts.type, ['outing-join', 'outing-invite-update'])));
}

export async function deleteAlerts(db: Db, alertIds: readonly string[]): Promise<void> {
  if (alertIds.length > 0) await db.delete(alerts).where(inArray(alerts.id, [...alertIds]));
}

export async function recordOutingDeleted(db: Db, outingId: string, deletedAt: Date): Promise<void> {
  await db.insert(deletedOutings).values({ outingId, deletedAt }).onConflictDoNothing();
}

export async function isOutingDeleted(db: Db, outingId: string): Promise<boolean> {
  const rows = await db.select({ outingId: deletedOutings.outingId }).from(deletedOutings).where(eq(deletedOutings.outingId, outingId));
  return rows.length > 0;
}
