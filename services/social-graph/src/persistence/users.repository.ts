// Queries on `users` and `demo_members`. Each function takes the handle to run on: the
// root database or the caller's open transaction.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { demoMembers, users } from './schema';

/** The row holds nothing but the id, so a second insert of the same user is the same fact. */
export async function insertUser(tx: Db, userId: string, registeredAt: Date): Promise<void> {
  await tx.insert(users).values({ userId, registeredAt }).onConflictDoNothing();
}

/**
 * Locks the rows of the given users that exist, in id order (so two transactions on the
 * same pair never deadlock), and returns their ids. Every change to a pair's relationship
 * takes these locks first, so two users asking each other at the same moment end as
 * friends instead of as two crossed requests.
 */
export async function lockKnownUsers(tx: Db, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(inArray(users.userId, [...userIds]))
    .orderBy(users.userId)
    .for('update');
  return new Set(rows.map((row) => row.userId));
}

/**
 * Demo members are recorded one transaction at a time: each then sees every member
 * recorded before it, so of two members of a pair the later one always finds the other.
 */
export async function lockDemoMembers(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${demoMembers} in exclusive mode`);
}

export async function insertDemoMember(tx: Db, slug: string, userId: string): Promise<void> {
  await tx.insert(demoMembers).values({ slug, userId }).onConflictDoNothing();
}

/** Slug → user id of every demo member met so far. */
export async function findDemoMembers(tx: Db): Promise<Map<string, string>> {
  const rows = await tx.select().from(demoMembers);
  return new Map(rows.map((row) => [row.slug, row.userId]));
}
