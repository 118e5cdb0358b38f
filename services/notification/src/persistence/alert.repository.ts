// Every query on `notification.alerts`. Each function takes the handle to run on: the
// root database or the caller's open transaction.
import { and, count, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import type { NotificationStatus } from '@outings/contracts';
import type { KeysetPosition } from '@outings/service-kit';
import { ANSWERABLE_TYPES } from '../domain/alert-rules';
import { alerts, type AlertRow, type NewAlertRow } from './schema';

export async function insertAlert(db: Db, row: NewAlertRow): Promise<AlertRow> {
  const [inserted] = await db.insert(alerts).values(row).returning();
  if (!inserted) throw new Error('an inserted alert came back empty');
  return inserted;
}

/** The user's alerts not cleared, newest first, at most `limit`: from the top, or strictly after `before` (keyset on created, id). */
export function listAlerts(db: Db, userId: string, before: KeysetPosition | null, limit: number): Promise<AlertRow[]> {
  const listed = and(eq(alerts.userId, userId), isNull(alerts.clearedAt));
  return db
    .select()
    .from(alerts)
    .where(before === null ? listed : and(listed, sql`(${alerts.createdAt}, ${alerts.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
}

/** How many of the user's alerts need attention: alert-rules `needsAttention`, counted by the database. */
export async function countNeedingAttention(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), isNull(alerts.clearedAt), or(notInArray(alerts.type, [...ANSWERABLE_TYPES]), eq(alerts.status, 'pending'))));
  return Number(row?.count ?? 0);
}

/** 'Clear all': the user's alerts alert-rules `clearedByClearAll` takes, cleared at once; how many were. */
export async function clearSettledAlerts(db: Db, userId: string, clearedAt: Date): Promise<number> {
  const settled = or(notInArray(alerts.type, [...ANSWERABLE_TYPES]), notInArray(alerts.status, ['pending', 'none']));
  const cleared = await db
    .update(alerts)
    .set({ clearedAt })
    .where(and(eq(alerts.userId, userId), isNull(alerts.clearedAt), settled))
    .returning({ id: alerts.id });
  return cleared.length;
}

/** One of the user's alerts; another user's is as absent as one that does not exist. */
export async function findAlert(db: Db, userId: string, alertId: string, lock = false): Promise<AlertRow | null> {
  const query = db.select().from(alerts).where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setAlertStatus(db: Db, alertId: string, status: NotificationStatus): Promise<AlertRow> {
  const [row] = await db.update(alerts).set({ status }).where(eq(alerts.id, alertId)).returning();
  if (!row) throw new Error(`alert ${alertId} vanished during its update`);
  return row;
}

export async function clearAlert(db: Db, alertId: string, clearedAt: Date): Promise<void> {
  await db.update(alerts).set({ clearedAt }).where(and(eq(alerts.id, alertId), isNull(alerts.clearedAt)));
}

/** The answerer's friend-request alerts from `fromUserId` still open to an answer (cleared ones too). */
export function openFriendRequests(db: Db, userId: string, fromUserId: string, sentUntil: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(
      eq(alerts.userId, userId),
      eq(alerts.type, 'friend-request'),
      eq(alerts.fromUserId, fromUserId),
      inArray(alerts.status, ['pending', 'none']),
      // A request sent after the answer is a new one, not answered by it.
      lte(alerts.createdAt, sentUntil),
    ))
    .for('update');
}

/** The answers `byUserId` gave to `userId`'s requests, as their update alerts record them. */
export function friendRequestUpdates(db: Db, userId: string, byUserId: string, since: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.type, 'friend-request-update'), eq(alerts.byUserId, byUserId), gte(alerts.createdAt, since)));
}
