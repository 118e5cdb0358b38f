// Every query on `notification.user_names`. Each function takes the handle to run on.
import { inArray } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { userNames } from './schema';

export async function saveFirstName(db: Db, userId: string, firstName: string): Promise<void> {
  await db.insert(userNames).values({ userId, firstName }).onConflictDoUpdate({ target: userNames.userId, set: { firstName } });
}

/** First names by user id; an id the table has not heard of is absent. */
export async function firstNamesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(userNames).where(inArray(userNames.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row.firstName]));
}
