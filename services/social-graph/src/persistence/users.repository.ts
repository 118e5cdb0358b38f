// Queries on `users`. Each function takes the handle to run on: the
// root database or the caller's open transaction.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@outings/db';
import type { MatchPerson } from '../domain/daily-matches';
import { users } from './schema';

export type Place = Pick<MatchPerson, 'location' | 'timeZone'>;

/** A second insert of the same user is the same sign-up again, so it changes nothing. */
export async function insertUser(tx: Db, userId: string, registeredAt: Date, place: Place): Promise<void> {
  await tx.insert(users).values({ userId, registeredAt, ...place }).onConflictDoNothing();
}

export async function updatePlace(tx: Db, userId: string, place: Place): Promise<void> {
  await tx.update(users).set(place).where(eq(users.userId, userId));
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

