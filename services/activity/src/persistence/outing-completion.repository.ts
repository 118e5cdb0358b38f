// The queries of completed outings: ratings with the activity's running totals, the
// completions and the outing photos. Each function takes the handle to run on: the root
// database or the caller's open transaction.
import { asc, eq, lte, sql } from 'drizzle-orm';
import { ACTIVITY_OUTING_PHOTOS_MAX } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { CompletionRows } from '../domain/outing-completion';
import { activities, completions, outingPhotos, ratings } from './schema';

/**
 * Stores what a completed outing leaves on its activity. Ratings already stored (same
 * activity, outing and user) are left as they are and not counted again, so the running
 * sum and count stay those of the ratings table.
 */
export async function storeCompletion(tx: Db, activityId: string, rows: CompletionRows): Promise<void> {
  const added = rows.ratings.length === 0
    ? []
    : await tx.insert(ratings).values(rows.ratings).onConflictDoNothing().returning({ rating: ratings.rating });
  if (added.length > 0) {
    const sum = added.reduce((total, { rating }) => total + rating, 0);
    await tx
      .update(activities)
      .set({ ratingSum: sql`${activities.ratingSum} + ${sum}`, ratingCount: sql`${activities.ratingCount} + ${added.length}` })
      .where(eq(activities.id, activityId));
  }
  if (rows.completions.length > 0) await tx.insert(completions).values(rows.completions).onConflictDoNothing();
  if (rows.photos.length > 0) await tx.insert(outingPhotos).values(rows.photos).onConflictDoNothing();
}

/** The activities `userId` completed an outing with. */
export async function completedActivityIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ activityId: completions.activityId }).from(completions).where(eq(completions.userId, userId));
  return rows.map(({ activityId }) => activityId);
}

/**
 * The card photos of `userId`'s completed outings: per activity the newest `ACTIVITY_OUTING_PHOTOS_MAX`, newest first. Bounded by
 * the user's activities, however many outings they complete.
 */
export function cardPhotosOf(db: Db, userId: string): Promise<Array<{ activityId: string; outingId: string; key: string }>> {
  const ranked = db
    .select({
      activityId: outingPhotos.activityId,
      outingId: outingPhotos.outingId,
      key: outingPhotos.key,
      rank: sql<number>`row_number() over (partition by ${outingPhotos.activityId} order by ${outingPhotos.completedAt} desc, ${outingPhotos.outingId} desc, ${outingPhotos.key})`.as('rank'),
    })
    .from(outingPhotos)
    .where(eq(outingPhotos.userId, userId))
    .as('ranked');
  return db
    .select({ activityId: ranked.activityId, outingId: ranked.outingId, key: ranked.key })
    .from(ranked)
    .where(lte(ranked.rank, ACTIVITY_OUTING_PHOTOS_MAX))
    .orderBy(asc(ranked.activityId), asc(ranked.rank));
}
