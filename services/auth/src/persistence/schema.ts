// The auth service's tables, all in its own `auth` schema: nobody else reads them.
import { sql } from 'drizzle-orm';
import { pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const authSchema = pgSchema('auth');

export const secretPurpose = authSchema.enum('secret_purpose', ['verify-email', 'reset-password']);

export const credentials = authSchema.table('credentials', {
  userId: uuid('user_id').primaryKey(),
  /** The lowercased e-mail; unique, so two sign-ups racing for one address cannot both win. */
  username: text('username').notNull().unique(),
  /** Greets the user in mails; kept in step with the profile by `profile.updated`. */
  firstName: text('first_name').notNull(),
  /** argon2id in PHC form. */
  passwordHash: text('password_hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * At most one live secret per account and purpose: issuing a new one overwrites the old,
 * which stops working at once. A used secret keeps its row (with `used_at`) until replaced.
 */
export const secrets = authSchema.table(
  'secrets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => credentials.userId, { onDelete: 'cascade' }),
    purpose: secretPurpose('purpose').notNull(),
    /** SHA-256 (hex) of the mailed secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);
