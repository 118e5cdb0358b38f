// The database port. Both adapters (node-postgres against PostgreSQL, PGlite embedded)
// hand out the same drizzle `PgDatabase`, so services run the very same SQL on both.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@outings/contracts';

/** What raw `execute()` returns on both drivers: node-postgres and PGlite results both have `rows`. */
export interface RawQueryResult<TRow> {
  rows: TRow[];
}

export interface DbQueryResultHKT extends PgQueryResultHKT {
  readonly type: RawQueryResult<this['row']>;
}

/** A drizzle handle: the root database or an open transaction. */
export type Db = PgDatabase<DbQueryResultHKT>;

export interface MigrateOptions {
  /** The service's own PostgreSQL schema: its tables, outbox, inbox and migration log. */
  schema: string;
  /** drizzle-kit output folder; null when the service keeps no tables of its own. */
  migrationsFolder: string | null;
}

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Db;
  /**
   * Runs `work` in one transaction. Inside it use `tx` only: on PGlite (one connection)
   * a statement sent through `db` would wait for the transaction to end, i.e. forever;
   * it is refused after a timeout instead.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Applies a service's drizzle-kit migrations, tracked inside the service's own schema,
   * then creates the schema's outbox and inbox tables. Safe when replicas start together.
   */
  migrate(options: MigrateOptions): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Writes events in the caller's transaction; the relay publishes them after commit. */
export interface Outbox {
  add(tx: Db, event: EventEnvelope): Promise<void>;
}
