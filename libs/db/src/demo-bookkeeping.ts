// The demo world's bookkeeping a service keeps when it seeds demo data (the src/demo/ of
// social-graph, chat and outing): the demo accounts met so far, by the slug of their
// `demo/<slug>` picture, and a row per seed made, so that each seed is made once. The
// tables live in the service's own schema and come with its drizzle migration; their shape
// and their queries are declared here once.
import { eq } from 'drizzle-orm';
import { text, timestamp, type PgSchema } from 'drizzle-orm/pg-core';
import type { Db } from './port';

export function demoMembersTable<TSchema extends string>(schema: PgSchema<TSchema>) {
  return schema.table('demo_members', {
    slug: text('slug').primaryKey(),
    userId: text('user_id').notNull().unique(),
  });
}

export function demoSeededTable<TSchema extends string>(schema: PgSchema<TSchema>) {
  return schema.table('demo_seeded', {
    key: text('key').primaryKey(),
    seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull(),
  });
}

export type DemoMembersTable = ReturnType<typeof demoMembersTable<string>>;
export type DemoSeededTable = ReturnType<typeof demoSeededTable<string>>;

/** A member met again (a redelivered event) changes nothing. */
export async function insertDemoMember(tx: Db, table: DemoMembersTable, slug: string, userId: string): Promise<void> {
  await tx.insert(table).values({ slug, userId }).onConflictDoNothing();
}

/** Slug → user id of every demo member met so far. */
export async function findDemoMembers(db: Db, table: DemoMembersTable): Promise<Map<string, string>> {
  const rows = await db.select().from(table);
  return new Map(rows.map((row) => [row.slug, row.userId]));
}

/** True for the first caller only: the seed is made once. */
export async function markSeeded(tx: Db, table: DemoSeededTable, key: string, at: Date): Promise<boolean> {
  const rows = await tx.insert(table).values({ key, seededAt: at }).onConflictDoNothing().returning({ key: table.key });
  return rows.length > 0;
}

export async function isSeeded(db: Db, table: DemoSeededTable, key: string): Promise<boolean> {
  const rows = await db.select({ key: table.key }).from(table).where(eq(table.key, key));
  return rows.length > 0;
}
