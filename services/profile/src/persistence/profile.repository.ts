// Every query on `profile.profiles`. Each function takes the handle to run on: the root
// database or the caller's open transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import { preparedPerHandle, type Db } from '@outings/db';
import { profiles, type NewProfileRow, type ProfileRow } from './schema';

export type ProfileChanges = Pick<
  NewProfileRow,
  'firstName' | 'lastName' | 'tagline' | 'location' | 'status' | 'statusUpdatedAt' | 'pictureKey' | 'pictureZoom' | 'pictureCropX' | 'pictureCropY'
>;

// Every session check and profile view reads one profile: built once, a named prepared
// statement on PostgreSQL.
const findProfileQuery = preparedPerHandle((db) =>
  db.select().from(profiles).where(eq(profiles.userId, sql.placeholder('userId'))).prepare('profile_find_profile'),
);

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await findProfileQuery(db).execute({ userId });
  return row ?? null;
}

/** The profiles of those of `userIds` that exist, in no given order. */
export async function findProfiles(db: Db, userIds: readonly string[]): Promise<ProfileRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(profiles).where(inArray(profiles.userId, [...userIds]));
}

/** Locks the row until the transaction ends, so concurrent saves apply one after the other. */
export async function findProfileForUpdate(tx: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  return row ?? null;
}

/**
 * Inserts a new profile; one that exists already fails the insert. A registration
 * delivered again is stopped before this by the runtime's inbox, so a conflict here is a
 * fault to surface (the event is retried, then parked), not to ignore.
 */
export async function insertProfile(db: Db, row: NewProfileRow): Promise<void> {
  await db.insert(profiles).values(row);
}

/** Saves an edit as the profile's next version. */
export async function updateProfile(tx: Db, userId: string, changes: Partial<ProfileChanges>): Promise<ProfileRow> {
  const [row] = await tx
    .update(profiles)
    .set({ ...changes, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new Error(`profile ${userId} vanished during its update`);
  return row;
}

export type OutingCounters = Pick<NewProfileRow, 'outingsTotal' | 'outingsFlaked' | 'outingsCompleted'>;

/**
 * Replaces the outing counters (the outing service's record of the user). Not an edit of
 * the profile: its version, `updatedAt` and `profile.updated` stay as they are. False
 * when the user has no profile.
 */
export async function setOutingCounters(tx: Db, userId: string, counters: OutingCounters): Promise<boolean> {
  const rows = await tx.update(profiles).set(counters).where(eq(profiles.userId, userId)).returning({ userId: profiles.userId });
  return rows.length > 0;
}
