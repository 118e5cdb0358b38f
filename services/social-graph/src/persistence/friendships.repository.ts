// Queries on `friendships` and `friend_requests`. Each function takes the handle to run
// on: the root database or the caller's open transaction.
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { friendRequests, friendships } from './schema';

/** Both rows of the pair (schema.ts: a friendship is stored from each side). */
export async function insertFriendship(tx: Db, a: string, b: string, since: Date): Promise<void> {
  await tx.insert(friendships).values([
    { userId: a, friendId: b, since },
    { userId: b, friendId: a, since },
  ]);
}

/** Deletes both rows; false when the two were not friends. */
export async function deleteFriendship(tx: Db, a: string, b: string): Promise<boolean> {
  const deleted = await tx
    .delete(friendships)
    .where(or(
      and(eq(friendships.userId, a), eq(friendships.friendId, b)),
      and(eq(friendships.userId, b), eq(friendships.friendId, a)),
    ))
    .returning({ userId: friendships.userId });
  return deleted.length > 0;
}

export async function areFriends(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ userId: friendships.userId })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
  return rows.length > 0;
}

/** The user's friends, oldest friendship first. */
export async function findFriendIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ friendId: friendships.friendId })
    .from(friendships)
    .where(eq(friendships.userId, userId))
    .orderBy(asc(friendships.since), asc(friendships.friendId));
  return rows.map((row) => row.friendId);
}

export async function insertFriendRequest(tx: Db, fromUserId: string, toUserId: string, sentAt: Date): Promise<void> {
  await tx.insert(friendRequests).values({ fromUserId, toUserId, sentAt });
}

/** Deletes a waiting request; false when there was none. */
export async function deleteFriendRequest(tx: Db, fromUserId: string, toUserId: string): Promise<boolean> {
  const deleted = await tx
    .delete(friendRequests)
    .where(and(eq(friendRequests.fromUserId, fromUserId), eq(friendRequests.toUserId, toUserId)))
    .returning({ fromUserId: friendRequests.fromUserId });
  return deleted.length > 0;
}

export async function hasFriendRequest(db: Db, fromUserId: string, toUserId: string): Promise<boolean> {
  const rows = await db
    .select({ fromUserId: friendRequests.fromUserId })
    .from(friendRequests)
    .where(and(eq(friendRequests.fromUserId, fromUserId), eq(friendRequests.toUserId, toUserId)));
  return rows.length > 0;
}

/** Who asked the user and waits for an answer, oldest request first. */
export async function findRequestersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ fromUserId: friendRequests.fromUserId })
    .from(friendRequests)
    .where(eq(friendRequests.toUserId, userId))
    .orderBy(asc(friendRequests.sentAt), asc(friendRequests.fromUserId));
  return rows.map((row) => row.fromUserId);
}
