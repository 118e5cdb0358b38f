// The friendships projection a service keeps from social-graph's events when its own rules
// ask "are these two friends?" (chat: chats are with friends; outing: the feed reads the
// friends' outings). One row per direction. The table lives in the service's own schema and
// comes with its drizzle migration; its shape, its two writes and the handlers of the two
// events that feed it are declared here once.
import type { EventData, FriendRequestAnswered, FriendshipEnded } from '@outings/contracts';
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

/**
 * The handlers that keep `table` in step with social-graph: an accepted request makes a
 * friendship both ways, an ended one removes it. Each runs in the transaction that records
 * the event's id, so a redelivery changes nothing.
 */
export function friendshipsProjection(table: FriendshipsTable) {
  return {
    async requestAnswered(answered: EventData<typeof FriendRequestAnswered>, tx: Db): Promise<void> {
      if (answered.answer === 'accepted') await insertFriendship(tx, table, answered.fromUserId, answered.toUserId);
    },
    friendshipEnded: (ended: EventData<typeof FriendshipEnded>, tx: Db): Promise<void> =>
      deleteFriendship(tx, table, ended.byUserId, ended.otherUserId),
  };
}
