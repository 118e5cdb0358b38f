// The outing service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { friendshipsTable } from '@outings/db';
import { check, index, integer, jsonb, pgSchema, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutingActivity } from '@outings/contracts';
import type { PersonRole } from '../domain/outing-state';

export const outingSchema = pgSchema('outing');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per outing. Its status is derived: Pending while `completed_at` is null.
 * `version` grows by one in each transaction that changes the outing (its events' aggregate version).
 */
export const outings = outingSchema.table('outings', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  activity: jsonb('activity').$type<OutingActivity>().notNull(),
  createdBy: text('created_by').notNull(),
  /** The id the chat service gives the outing's chat (made here, carried by the events). */
  chatId: uuid('chat_id').notNull(),
  createdAt: at('created_at').notNull(),
  completedAt: at('completed_at'),
  version: integer('version').notNull().default(1),
}, (table) => [index('outings_completed').on(table.completedAt)]);

/**
 * Who is in an outing and how: a member, an invitee, or one who left (flaked). `position`
 * keeps the order they came in (the creator first). `rating` is set once the member marked
 * the outing complete, at `marked_at`.
 */
export const people = outingSchema.table('people', {
  outingId: uuid('outing_id').notNull().references(() => outings.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  role: text('role').$type<PersonRole>().notNull(),
  position: integer('position').notNull(),
  rating: smallint('rating'),
  markedAt: at('marked_at'),
}, (table) => [
  primaryKey({ columns: [table.outingId, table.userId] }),
  index('people_user').on(table.userId, table.role),
  check('people_role', sql`${table.role} in ('member', 'invited', 'flaked')`),
]);

/** An outing's photos: media keys the gateway staged, kept by media once claimed. */
export const photos = outingSchema.table('photos', {
  key: text('key').primaryKey(),
  outingId: uuid('outing_id').notNull().references(() => outings.id, { onDelete: 'cascade' }),
  uploader: text('uploader').notNull(),
  addedAt: at('added_at').notNull(),
}, (table) => [index('photos_outing').on(table.outingId, table.addedAt)]);

/** Each user's outing record (the flake rating's terms); `version` is its events' aggregate version. */
export const records = outingSchema.table('records', {
  userId: text('user_id').primaryKey(),
  outings: integer('outings').notNull().default(0),
  flaked: integer('flaked').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  version: integer('version').notNull().default(0),
});

/** Who is friends with whom: a projection of social-graph's events, stored from each side. */
export const friendships = friendshipsTable(outingSchema);

/**
 * People's statuses (Ready, Busy, Searching): a projection of profile's `profile.updated`
 * events, read when an invitee must be a friend free for an outing. A person without a
 * row has not changed their profile since signing up: they have the initial status.
 */
export const statuses = outingSchema.table('statuses', {
  userId: text('user_id').primaryKey(),
  status: text('status').notNull(),
});

/**
 * The feed's read model: one row per non-flaked member of a completed outing, written in
 * the completing transaction. A feed reads the rows of the reader and their friends.
 */
export const completedMemberships = outingSchema.table('completed_memberships', {
  userId: text('user_id').notNull(),
  completedAt: at('completed_at').notNull(),
  outingId: uuid('outing_id').notNull().references(() => outings.id, { onDelete: 'cascade' }),
}, (table) => [
  primaryKey({ columns: [table.outingId, table.userId] }),
  index('completed_memberships_feed').on(table.userId, table.completedAt.desc(), table.outingId.desc()),
]);

export const likes = outingSchema.table('likes', {
  outingId: uuid('outing_id').notNull().references(() => outings.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  likedAt: at('liked_at').notNull(),
}, (table) => [primaryKey({ columns: [table.outingId, table.userId] })]);

export type OutingRow = typeof outings.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
