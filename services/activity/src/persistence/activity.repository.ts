// Every query on `activity.activities`. Each function takes the handle to run on: the
// root database or the caller's open transaction.
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { activities, type ActivityRow, type NewActivityRow } from './schema';

/**
 * What a user can see: the catalogue and their own creations. Other users' creations stay
 * private to them, in the list and wherever an activity is picked by id (a new outing).
 */
const visibleTo = (userId: string) => or(isNull(activities.createdBy), eq(activities.createdBy, userId));

/**
 * What one user's list holds, oldest first. Bounded by the catalogue's size plus the
 * per-user cap, however many users create.
 */
export function listVisibleTo(db: Db, userId: string): Promise<ActivityRow[]> {
  return db.select().from(activities).where(visibleTo(userId)).orderBy(asc(activities.createdAt), asc(activities.id));
}

/** One activity if `userId` can see it, else null (unknown and private alike). */
export async function findVisibleTo(db: Db, id: string, userId: string): Promise<ActivityRow | null> {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, id), visibleTo(userId)));
  return row ?? null;
}

export async function findActivity(db: Db, id: string): Promise<ActivityRow | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row ?? null;
}

/**
 * Serialises one user's creations until the transaction ends, so two concurrent creations
 * cannot both pass the cap (a deletion only lowers the count: it needs no lock).
 */
export async function lockCreationsOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity.creations:${userId}`}))`);
}

export async function countCreationsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activities).where(eq(activities.createdBy, userId));
  return row?.total ?? 0;
}

export async function insertActivity(db: Db, row: NewActivityRow): Promise<ActivityRow> {
  const [saved] = await db.insert(activities).values(row).returning();
  if (!saved) throw new Error(`activity ${row.id} was not inserted`);
  return saved;
}

/** Deletes a creation of `userId`; false when it was not there (deleted meanwhile). */
export async function deleteCreation(db: Db, id: string, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(activities)
    .where(and(eq(activities.id, id), eq(activities.createdBy, userId)))
    .returning({ id: activities.id });
  return deleted.length > 0;
}

/**
 * Writes the catalogue as the data file has it: new entries are added, changed ones
 * updated, ratings kept. One statement, so replicas starting together both succeed and
 * leave the same rows.
 */
export async function upsertCatalogue(db: Db, rows: NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(activities)
    .values(rows)
    .onConflictDoUpdate({
      target: activities.id,
      // Only catalogue rows: a creation never has a catalogue id, but it is never overwritten.
      setWhere: isNull(activities.createdBy),
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        location: sql`excluded.location`,
        goal: sql`excluded.goal`,
        category: sql`excluded.category`,
        duration: sql`excluded.duration`,
        cost: sql`excluded.cost`,
        participants: sql`excluded.participants`,
        instructions: sql`excluded.instructions`,
        featured: sql`excluded.featured`,
        photoCount: sql`excluded.photo_count`,
      },
    });
}
