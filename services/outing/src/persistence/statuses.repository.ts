// The statuses projection: each person's latest status from profile's events.
import { inArray } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { statuses } from './schema';

/** Stores the person's status as of their latest profile event (the runtime drops older versions). */
export async function saveStatus(tx: Db, userId: string, status: string): Promise<void> {
  await tx.insert(statuses).values({ userId, status }).onConflictDoUpdate({ target: statuses.userId, set: { status } });
}

/** The statuses known for these people; someone without one is absent from the map. */
export async function statusesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(statuses).where(inArray(statuses.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.status]));
}
