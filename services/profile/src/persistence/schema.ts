// The profile service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

export const profileSchema = pgSchema('profile');

export const profiles = profileSchema.table('profiles', {
  /** The account's id, given by the auth service. */
  userId: text('user_id').primaryKey(),
  /** The lowercased e-mail; shown to the user themself only. */
  username: text('username').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  tagline: text('tagline').notNull(),
  /** 'name, country' of a listed city. */
  location: text('location').notNull(),
  status: text('status').notNull(),
  statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The media service's key of the current picture, and how the client crops it. */
  pictureKey: text('picture_key').notNull(),
  pictureZoom: doublePrecision('picture_zoom').notNull(),
  pictureCropX: doublePrecision('picture_crop_x').notNull(),
  pictureCropY: doublePrecision('picture_crop_y').notNull(),
  /**
   * Flake rating inputs and the completed count of the user view (`flake`,
   * `completed_outings`): the outing service's record of the user, replaced whole by each
   * `outing-record.changed`. 0 until the user's first outing.
   */
  outingsTotal: integer('outings_total').notNull().default(0),
  outingsFlaked: integer('outings_flaked').notNull().default(0),
  outingsCompleted: integer('outings_completed').notNull().default(0),
  /**
   * The user aggregate's version: 1 from the sign-up (`REGISTERED_USER_VERSION`), one more
   * with each saved edit, in the same transaction as the edit and its `profile.updated`.
   */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [
  // flakeRating() refuses impossible counters; the database never stores them.
  check('profiles_outing_counters', sql`${table.outingsFlaked} between 0 and ${table.outingsTotal} and ${table.outingsCompleted} >= 0`),
]);

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
