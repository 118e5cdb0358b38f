// The database port. Both adapters (node-postgres against PostgreSQL, PGlite embedded)
// hand out the same drizzle `PgDatabase`, so services run the very same SQL on both.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@outings/contracts';

/** A drizzle handle: the root database or an open transaction. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Db;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Applies a service's drizzle-kit migrations, tracked inside the service's own schema. */
  migrate(options: { migrationsFolder: string; schema: string }): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Writes events in the caller's transaction; the relay publishes them after commit. */
export interface Outbox {
  add(tx: Db, event: EventEnvelope): Promise<void>;
}
