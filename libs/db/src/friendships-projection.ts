// The friendships projection a service keeps from social-graph's events when its own rules
// ask "are these two friends?" (chat: chats are with friends; outing: the feed reads the
// friends' outings). One row per direction. The table lives in the service's own schema and
// comes with its drizzle migration; its shape and its two writes are declared here once.
import { and, eq, or } from 'drizzle-orm';
import { primaryKey, text, type PgSchema } from 'drizzle-orm/pg-core';
import type { Db } from './port';

export function friendshipsTable<TSchema extends string>(schema: PgSchema<TSchema>) {
  return schema.table('friendships', {
    userId: text('user_id').notNull(),
    friendId: text('friend_id').notNull(),
  }, (table) => [primaryKey({ columns: [table.userId, table.friendId] })]);
}

export type FriendshipsTable = ReturnType<typeof friendshipsTable<string>>;

/** Both directions; a friendship already projected (a redelivery) changes nothing. */
export async function insertFriendship(tx: Db, table: FriendshipsTable, a: string, b: string): Promise<void> {
  await tx.insert(table).values([{ userId: a, friendId: b }, { userId: b, friendId: a }]).onConflictDoNothing();
}

export async function deleteFriendship(tx: Db, table: FriendshipsTable, a: string, b: string): Promise<void> {
  await tx.delete(table).where(or(
    and(eq(table.userId, a), eq(table.friendId, b)),
    and(eq(table.userId, b), eq(table.friendId, a)),
  ));
}
