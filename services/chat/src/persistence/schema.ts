// The chat service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { friendshipsTable } from '@outings/db';
import { boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ChatKind, MessageKind } from '@outings/contracts';

export const chatSchema = pgSchema('chat');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

export interface OutingActivity { _id: string; name: string; category: string }

/**
 * One row per chat. `last_seq` numbers its messages: a message takes `last_seq + 1` in the
 * transaction that stores it (the row lock orders concurrent senders). `touched_at` is the
 * last message's time, or the creation's: the list's order.
 */
export const chats = chatSchema.table('chats', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<ChatKind>().notNull(),
  /** The outing's activity for an outing chat, else ''. */
  name: text('name').notNull().default(''),
  createdBy: text('created_by').notNull(),
  /** The outing of an outing chat: one chat per outing. */
  outingId: text('outing_id').unique(),
  outingActivity: jsonb('outing_activity').$type<OutingActivity>(),
  createdAt: at('created_at'),
  touchedAt: at('touched_at'),
  lastSeq: integer('last_seq').notNull().default(0),
}, (table) => [
  check('chats_kind', sql`${table.kind} in ('direct', 'group', 'outing')`),
  index('chats_touched').on(table.touchedAt),
]);

/**
 * Who is in a chat. `last_read_seq` null is 'initialized' (never read). A member who
 * flaked the chat's outing keeps a row with `flaked` true: no access, hidden from them.
 * One who left a group chat keeps a row with `left_at` set: no access, hidden from them,
 * and their notice still names them for the others. A 1:1 hidden by a member is off their
 * list while the chat's `last_seq` is at most their `hidden_at_seq`.
 * `position` keeps the members' order (the creator first).
 */
export const members = chatSchema.table('members', {
  chatId: uuid('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  position: integer('position').notNull().default(0),
  lastReadSeq: integer('last_read_seq'),
  flaked: boolean('flaked').notNull().default(false),
  leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
  hiddenAtSeq: integer('hidden_at_seq'),
}, (table) => [
  primaryKey({ columns: [table.chatId, table.userId] }),
  index('members_user').on(table.userId),
]);

/**
 * Messages, ordered by `seq` within their chat. `id` is the sender's own (a UUID the
 * browser made): unique per chat, so a resend after a lost acknowledgement is stored once.
 * `kind` 'left' is the notice that `user_id` left the chat (its id the service's, no text).
 */
export const messages = chatSchema.table('messages', {
  chatId: uuid('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  id: uuid('id').notNull(),
  userId: text('user_id').notNull(),
  text: text('text').notNull(),
  kind: text('kind').$type<MessageKind>().notNull().default('text'),
  sentAt: at('sent_at'),
}, (table) => [
  check('messages_kind', sql`${table.kind} in ('text', 'left')`),
  primaryKey({ columns: [table.chatId, table.seq] }),
  unique('messages_chat_id').on(table.chatId, table.id),
  // A resend's id is looked up across chats: one id in another chat is refused.
  index('messages_id').on(table.id),
]);

/** Who may chat with whom: a projection of social-graph's events, stored from each side. */
export const friendships = friendshipsTable(chatSchema);

export type ChatRow = typeof chats.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
