// Every query on `media.pictures`. Each function takes the handle to run on: the root
// database or the caller's open transaction.
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { pictures, type PictureRow } from './schema';

export async function insertStagedPicture(db: Db, key: string): Promise<void> {
  await db.insert(pictures).values({ key, state: 'staged' });
}

export async function findPicture(db: Db, key: string): Promise<PictureRow | null> {
  const [row] = await db.select().from(pictures).where(eq(pictures.key, key));
  return row ?? null;
}

/** Locks the row until the transaction ends: a claim and the clean-up never cross. */
export async function findPictureForUpdate(tx: Db, key: string): Promise<PictureRow | null> {
  const [row] = await tx.select().from(pictures).where(eq(pictures.key, key)).for('update');
  return row ?? null;
}

export async function findCurrentPicture(db: Db, ownerId: string): Promise<PictureRow | null> {
  const [row] = await db
    .select()
    .from(pictures)
    .where(and(eq(pictures.ownerId, ownerId), eq(pictures.state, 'current')));
  return row ?? null;
}

/** Makes a staged picture the owner's current one, releasing the one it replaces. */
export async function makeCurrent(tx: Db, key: string, ownerId: string, at: Date): Promise<{ released: string[] }> {
  const released = await tx
    .update(pictures)
    .set({ state: 'released', releasedAt: at })
    .where(and(eq(pictures.ownerId, ownerId), eq(pictures.state, 'current')))
    .returning({ key: pictures.key });
  await tx
    .update(pictures)
    .set({ state: 'current', ownerId, claimedAt: at })
    .where(and(eq(pictures.key, key), eq(pictures.state, 'staged')));
  return { released: released.map((row) => row.key) };
}

/**
 * Locks up to `limit` pictures due for deletion: every released one, and staged ones
 * older than `stagedBefore`. Rows another transaction holds (a claim in progress) are
 * skipped and picked up by the next run.
 */
export async function lockPicturesToDelete(tx: Db, stagedBefore: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ key: pictures.key })
    .from(pictures)
    .where(or(eq(pictures.state, 'released'), and(eq(pictures.state, 'staged'), lt(pictures.createdAt, stagedBefore))))
    .orderBy(pictures.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.key);
}

export async function deletePictures(tx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(pictures).where(inArray(pictures.key, [...keys]));
}

/** Keeps a staged outing photo for its outing (the owner). */
export async function keepForOuting(tx: Db, key: string, outingId: string, at: Date): Promise<void> {
  await tx.update(pictures).set({ state: 'kept', ownerId: outingId, claimedAt: at }).where(and(eq(pictures.key, key), eq(pictures.state, 'staged')));
}

/** Releases one picture for the clean-up, owned by `ownerId` from now on (a staged one had none). */
export async function releasePicture(tx: Db, key: string, ownerId: string, at: Date): Promise<void> {
  await tx.update(pictures).set({ state: 'released', ownerId, releasedAt: at }).where(eq(pictures.key, key));
}

/** Releases every photo an outing keeps; answers their keys. */
export async function releaseOutingPhotos(tx: Db, outingId: string, at: Date): Promise<string[]> {
  const released = await tx
    .update(pictures)
    .set({ state: 'released', releasedAt: at })
    .where(and(eq(pictures.ownerId, outingId), eq(pictures.state, 'kept')))
    .returning({ key: pictures.key });
  return released.map((row) => row.key);
}
