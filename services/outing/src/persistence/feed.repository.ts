// The feed's queries: the friendships projection, the completed memberships read model,
// likes, and the photos a user's profile shows.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { completedMemberships, friendships, likes, people, photos } from './schema';

/** The user's direct friends: their friend network. */
export async function friendsOf(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ friendId: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId));
  return new Set(rows.map((row) => row.friendId));
}

export interface FeedCursor {
  completedAt: Date;
  outingId: string;
}

/** Where a feed page ends: the completion of `outingId`, when it is completed. */
export async function feedCursorOf(db: Db, outingId: string): Promise<FeedCursor | null> {
  const [row] = await db
    .select({ completedAt: completedMemberships.completedAt })
    .from(completedMemberships)
    .where(eq(completedMemberships.outingId, outingId))
    .limit(1);
  return row ? { completedAt: row.completedAt, outingId } : null;
}

/**
 * Up to `limit` ids of the reader's feed: completed outings with the reader or one of their
 * friends among the non-flaked members, newest completion first, older than `before` when
 * given. An outing with several of them is listed once. Reads the (user_id, completed_at
 * desc, outing_id desc) index once per reader and friend; the friends in the same statement.
 */
export async function feedOutingIds(db: Db, readerId: string, before: FeedCursor | null, limit: number): Promise<string[]> {
  const older = before
    ? sql`(${completedMemberships.completedAt}, ${completedMemberships.outingId}) < (${before.completedAt.toISOString()}::timestamptz, ${before.outingId}::uuid)`
    : undefined;
  const readers = sql`(select ${friendships.friendId} from ${friendships} where ${friendships.userId} = ${readerId} union all select ${readerId})`;
  const rows = await db
    .select({ outingId: completedMemberships.outingId })
    .from(completedMemberships)
    .where(and(sql`${completedMemberships.userId} in ${readers}`, older))
    .groupBy(completedMemberships.completedAt, completedMemberships.outingId)
    .orderBy(desc(completedMemberships.completedAt), desc(completedMemberships.outingId))
    .limit(limit);
  return rows.map((row) => row.outingId);
}

/** The likers of each outing, in the order they liked. */
export async function likesOf(db: Db, outingIds: readonly string[]): Promise<Map<string, string[]>> {
  const byOuting = new Map<string, string[]>(outingIds.map((id) => [id, []]));
  if (outingIds.length === 0) return byOuting;
  const rows = await db.select().from(likes).where(inArray(likes.outingId, [...outingIds])).orderBy(likes.likedAt, likes.userId);
  for (const row of rows) byOuting.get(row.outingId)?.push(row.userId);
  return byOuting;
}

export async function setLike(tx: Db, outingId: string, userId: string, liked: boolean, at: Date): Promise<void> {
  if (liked) await tx.insert(likes).values({ outingId, userId, likedAt: at }).onConflictDoNothing();
  else await tx.delete(likes).where(and(eq(likes.outingId, outingId), eq(likes.userId, userId)));
}

/**
 * The photos of the owner's completed outings (the owner a non-flaked member) that the
 * viewer may see, newest outing first: the owner themselves, anyone in the outing, or a
 * friend of one of its non-flaked members (domain/access.ts, as one query).
 */
export async function photosOfOwner(db: Db, ownerId: string, viewerId: string, limit: number) {
  const owned = db
    .select({ outingId: completedMemberships.outingId, completedAt: completedMemberships.completedAt })
    .from(completedMemberships)
    .where(eq(completedMemberships.userId, ownerId))
    .as('owned');
  const viewerIsIn = sql`exists (select 1 from ${people} where ${people.outingId} = ${owned.outingId} and ${people.userId} = ${viewerId})`;
  const friendIsIn = sql`exists (select 1 from ${completedMemberships} inner join ${friendships} on ${friendships.friendId} = ${completedMemberships.userId} where ${completedMemberships.outingId} = ${owned.outingId} and ${friendships.userId} = ${viewerId})`;
  return db
    .select({ outing: photos.outingId, key: photos.key, uploader: photos.uploader })
    .from(owned)
    .innerJoin(photos, eq(photos.outingId, owned.outingId))
    .where(ownerId === viewerId ? undefined : or(viewerIsIn, friendIsIn))
    .orderBy(desc(owned.completedAt), desc(owned.outingId), desc(photos.addedAt))
    .limit(limit);
}
