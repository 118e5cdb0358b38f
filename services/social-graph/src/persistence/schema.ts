// The social-graph service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts). Daily matches get a table of
// their own here later.
import { sql } from 'drizzle-orm';
import { check, index, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const socialGraphSchema = pgSchema('social-graph');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * Every account, from `account.registered`: a request to an id not here is refused as an
 * unknown user, without asking the profile service.
 */
export const users = socialGraphSchema.table('users', {
  userId: text('user_id').primaryKey(),
  registeredAt: at('registered_at'),
});

/**
 * A friendship is stored twice, once from each side, both rows written and deleted in one
 * transaction: "the friends of X" is then one read of the primary key's prefix, the read
 * behind every session view, at the price of a second row per pair.
 */
export const friendships = socialGraphSchema.table('friendships', {
  userId: text('user_id').notNull(),
  friendId: text('friend_id').notNull(),
  since: at('since'),
}, (table) => [
  primaryKey({ columns: [table.userId, table.friendId] }),
  check('friendships_not_self', sql`${table.userId} <> ${table.friendId}`),
]);

/** Requests waiting for an answer; one per direction and pair. Answered ones are deleted. */
export const friendRequests = socialGraphSchema.table('friend_requests', {
  fromUserId: text('from_user_id').notNull(),
  toUserId: text('to_user_id').notNull(),
  sentAt: at('sent_at'),
}, (table) => [
  primaryKey({ columns: [table.fromUserId, table.toUserId] }),
  // The requests a user has received: part of every session view.
  index('friend_requests_to_user').on(table.toUserId),
  check('friend_requests_not_self', sql`${table.fromUserId} <> ${table.toUserId}`),
]);

/** The demo world's accounts met so far, by the slug of their `demo/<slug>` picture (src/demo/). */
export const demoMembers = socialGraphSchema.table('demo_members', {
  slug: text('slug').primaryKey(),
  userId: text('user_id').notNull().unique(),
});
