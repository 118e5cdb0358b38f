// The tables every service schema gets beside its own: the outbox (events written in the
// same transaction as the state change, published later by the relay), the inbox (ids of
// events already handled, written in the handler's transaction) and the last version
// applied per aggregate (so an older event delivered late is not applied).
//
// They are created by idempotent DDL the migrator runs after the service's drizzle-kit
// migrations, not by a drizzle migration of this library: a drizzle migration is static
// SQL with the schema name written in it, and its log is ordered by time, so one set of
// files could not be replayed into every service's schema nor share the service's log.
// A change to these tables is therefore written here as another idempotent statement
// (`alter table … add column if not exists …`).
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@outings/contracts';
import type { Db } from './port';

/** eShop's IntegrationEventLog states. */
export const OUTBOX_STATES = ['NotPublished', 'InProgress', 'Published', 'PublishedFailed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

const tableCache = new Map<string, ReturnType<typeof buildTables>>();

function buildTables(schema: string) {
  const namespace = pgSchema(schema);
  const outbox = namespace.table('outbox', {
    id: uuid('id').primaryKey(),
    /** Insertion order: rows of one transaction share `created_at`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<EventEnvelope>().notNull(),
    state: text('state', { enum: OUTBOX_STATES }).notNull().default('NotPublished'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  });
  const processedEvents = namespace.table('processed_events', {
    eventId: uuid('event_id').primaryKey(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  });
  const aggregateVersions = namespace.table(
    'aggregate_versions',
    {
      aggregateType: text('aggregate_type').notNull(),
      aggregateId: text('aggregate_id').notNull(),
      version: bigint('version', { mode: 'number' }).notNull(),
      appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.aggregateType, table.aggregateId] })],
  );
  return { outbox, processedEvents, aggregateVersions };
}

/** drizzle definitions of a schema's outbox, inbox and applied versions, for typed queries. */
export function messagingTables(schema: string): ReturnType<typeof buildTables> {
  let tables = tableCache.get(schema);
  if (!tables) {
    tables = buildTables(schema);
    tableCache.set(schema, tables);
  }
  return tables;
}

/** Creates the outbox, inbox and applied versions of `schema` when missing. Run under the migration lock. */
export async function createMessagingTables(db: Db, schema: string): Promise<void> {
  const s = sql.identifier(schema);
  const states = sql.raw(OUTBOX_STATES.map((state) => `'${state}'`).join(', '));
  // One statement per call: PGlite's extended protocol refuses several at once.
  const statements = [
    sql`create schema if not exists ${s}`,
    sql`create table if not exists ${s}.outbox (
      id uuid primary key,
      seq bigint generated always as identity,
      type text not null,
      payload jsonb not null,
      state text not null default 'NotPublished' check (state in (${states})),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    // The relay's claim scans only rows still to publish, oldest first.
    sql`create index if not exists outbox_pending_idx on ${s}.outbox (seq) where state in ('NotPublished', 'InProgress')`,
    sql`create table if not exists ${s}.processed_events (
      event_id uuid primary key,
      handled_at timestamptz not null default now()
    )`,
    sql`create table if not exists ${s}.aggregate_versions (
      aggregate_type text not null,
      aggregate_id text not null,
      version bigint not null,
      applied_at timestamptz not null default now(),
      primary key (aggregate_type, aggregate_id)
    )`,
  ];
  for (const statement of statements) await db.execute(statement);
}
