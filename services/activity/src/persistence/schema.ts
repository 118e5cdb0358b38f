// The activity service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgSchema, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const activitySchema = pgSchema('activity');

/** An instruction as stored inside its activity: always read and written with it. */
export interface StoredInstruction {
  instructionID: string;
  kind: string;
  title: string;
  details: string;
}

export const activities = activitySchema.table('activities', {
  /** A catalogue slug (stable across starts) or a creation's UUID. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** 'name, country' of a listed city. */
  location: text('location').notNull(),
  goal: text('goal').notNull(),
  category: text('category').notNull(),
  /** Hours. */
  duration: doublePrecision('duration').notNull(),
  cost: doublePrecision('cost').notNull(),
  /** The minimum group size. */
  participants: integer('participants').notNull(),
  /** In order: an instruction's `number` is its position here. */
  instructions: jsonb('instructions').$type<StoredInstruction[]>().notNull(),
  featured: boolean('featured').notNull().default(false),
  /** How many photos the service renders for it (`photos/`). */
  photoCount: smallint('photo_count').notNull(),
  /** The creator; null for the curated catalogue, which nobody may delete. */
  createdBy: text('created_by'),
  /**
   * Sum and count of the ratings below, kept in the transaction that adds a rating, so a
   * list shows averages without reading every rating of a popular activity.
   */
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  // A user's list reads the catalogue and their own creations (docs/architecture.md).
  index('activities_created_by').on(table.createdBy),
  check('activities_rating_totals', sql`${table.ratingCount} >= 0 and ${table.ratingSum} between ${table.ratingCount} and 5 * ${table.ratingCount}`),
]);

/**
 * One member's rating of an activity when an outing with it completes (from
 * `outing.completed`; the outing and user ids make a repeat harmless).
 */
export const ratings = activitySchema.table('ratings', {
  activityId: text('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  outingId: text('outing_id').notNull(),
  userId: text('user_id').notNull(),
  rating: smallint('rating').notNull(),
  ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  primaryKey({ columns: [table.activityId, table.outingId, table.userId] }),
  check('ratings_rating_range', sql`${table.rating} between 1 and 5`),
]);

/** Who completed an outing with an activity: their `completed` flag. */
export const completions = activitySchema.table('completions', {
  activityId: text('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  /** The first completion's time. */
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (table) => [
  // Keyed by user first: a user's list reads their completions.
  primaryKey({ columns: [table.userId, table.activityId] }),
]);

/**
 * The photos of a completed outing, once per member: each member's card of the activity
 * shows those of their own completed outings, and nobody else's.
 */
export const outingPhotos = activitySchema.table('outing_photos', {
  activityId: text('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  outingId: text('outing_id').notNull(),
  /** The media key (`outing-photos/…`), read through the outing's photo call. */
  key: text('key').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (table) => [
  primaryKey({ columns: [table.userId, table.activityId, table.outingId, table.key] }),
  // A user's list reads their photos newest first.
  index('outing_photos_user_completed').on(table.userId, table.completedAt),
]);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;
