// The demo world's bookkeeping (src/demo/): the demo accounts met so far, the lock that
// serializes the events that may complete the seed, and the marker that it was made.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { demoMembers, demoSeeded } from './schema';

/** Holds until `tx` ends: a sign-up and a friendship arriving together seed in turn, not both. */
export async function lockDemoSeed(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('outing.demo-seed'))`);
}

export async function insertDemoMember(tx: Db, slug: string, userId: string): Promise<void> {
  await tx.insert(demoMembers).values({ slug, userId }).onConflictDoNothing();
}

/** Slug → user id. */
export async function findDemoMembers(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(demoMembers);
  return new Map(rows.map((row) => [row.slug, row.userId]));
}

/** True for the first caller only: the seed is made once. */
export async function markSeeded(tx: Db, key: string, at: Date): Promise<boolean> {
  const rows = await tx.insert(demoSeeded).values({ key, seededAt: at }).onConflictDoNothing().returning({ key: demoSeeded.key });
  return rows.length > 0;
}

export async function isSeeded(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ key: demoSeeded.key }).from(demoSeeded).where(eq(demoSeeded.key, key));
  return rows.length > 0;
}
