// The media service's tables, in its own PostgreSQL schema. drizzle-kit generates
// `migrations/` from this file (see drizzle.config.ts).
//
// A picture's life: `staged` (uploaded and checked, no owner yet) → `current` (claimed by
// the account or profile change that used it; one per user) → `released` (replaced by a
// newer one) → deleted with its object. An outing photo: `staged` → `kept` (added to its
// outing, the owner being the outing) → `released` (removed from it, or the outing
// deleted) → deleted. Staged pictures never claimed are deleted after a day.
import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const mediaSchema = pgSchema('media');

export const PICTURE_STATES = ['staged', 'current', 'kept', 'released'] as const;

export const pictures = mediaSchema.table(
  'pictures',
  {
    /** The object's key in the bucket. */
    key: text('key').primaryKey(),
    state: text('state', { enum: PICTURE_STATES }).notNull(),
    /** The user whose picture it is; for an outing photo, the outing. */
    ownerId: text('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('pictures_one_current_per_owner').on(table.ownerId).where(sql`${table.state} = 'current'`),
    index('pictures_state_created_idx').on(table.state, table.createdAt),
    // A deleted outing's photos, released together.
    index('pictures_kept_owner_idx').on(table.ownerId).where(sql`${table.state} = 'kept'`),
    check('pictures_state_known', sql`${table.state} in (${sql.raw(PICTURE_STATES.map((state) => `'${state}'`).join(', '))})`),
    check('pictures_owned_once_claimed', sql`(${table.state} = 'staged') = (${table.ownerId} is null)`),
  ],
);

export type PictureRow = typeof pictures.$inferSelect;
