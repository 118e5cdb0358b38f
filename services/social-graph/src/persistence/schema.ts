// The social-graph service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const socialGraphSchema = pgSchema('social-graph');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * Every account, from `account.registered`: a request to an id not here is refused as an
 * unknown user, without asking the profile service. Its place ('name, country' and time
 * zone, '' when unknown) is kept for matching, from the sign-up and every profile edit.
 */
export const users = socialGraphSchema.table('users', {
  userId: text('user_id').primaryKey(),
  registeredAt: at('registered_at'),
  location: text('location').notNull().default(''),
  timeZone: text('time_zone').notNull().default(''),
});

/**
 * Each user's matches of one day, as one row: reading them is one primary-key lookup and
 * a day's regeneration rewrites a row per user. `match_count` lets a new sign-up find the
 * users still short of matches.
 */
export const dailyMatches = socialGraphSchema.table('daily_matches', {
  userId: text('user_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  matchIds: text('match_ids').array().notNull(),
  matchCount: integer('match_count').notNull(),
}, (table) => [index('daily_matches_short').on(table.day, table.matchCount)]);

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

/**
 * Each user's invite link, one row per user kept across links: `token` null is no working
 * link (none made yet, or turned off). `minted_day`/`minted_count` count the links made on
 * one day (UTC), so turning a link off and making another cannot get round the caps.
 * The token is kept as is: its owner sees and shares it again, and all it can do is
 * befriend its owner at sign-up, within its expiry and its number of sign-ups.
 */
export const inviteLinks = socialGraphSchema.table('invite_links', {
  userId: text('user_id').primaryKey(),
  token: text('token').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  signUps: integer('sign_ups').notNull().default(0),
  mintedDay: date('minted_day', { mode: 'string' }).notNull(),
  mintedCount: integer('minted_count').notNull(),
});
export type InviteLinkRow = typeof inviteLinks.$inferSelect;
