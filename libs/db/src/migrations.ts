// Applies a service's drizzle-kit migrations with drizzle's own migrator, logging them in
// `<schema>.__drizzle_migrations` so each service's history lives beside its tables.
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createMessagingTables } from './messaging-tables';
import type { Db, MigrateOptions } from './port';

// drizzle-kit writes `CREATE SCHEMA "<schema>"` into a service's first migration, but the
// migrator has already created that schema to hold its log there, so the statement is
// made idempotent. The file's hash is computed before this and stays the file's own.
const bareCreateSchema = /^(\s*)CREATE SCHEMA (?!IF NOT EXISTS)/i;

export function readServiceMigrations(migrationsFolder: string): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    ...migration,
    sql: migration.sql.map((statement) => statement.replace(bareCreateSchema, '$1CREATE SCHEMA IF NOT EXISTS ')),
  }));
}

/**
 * Runs on one connection that the caller keeps exclusive (an advisory lock on PostgreSQL,
 * the single PGlite connection), so two start-ups never apply the same file twice.
 */
export async function applyMigrations(db: Db, { schema, migrationsFolder }: MigrateOptions): Promise<void> {
  if (migrationsFolder !== null) {
    // The same steps as drizzle's `migrate()`, fed with the adjusted files. The session's
    // relational-schema generic differs from the one `migrate` declares, though unused.
    const session = db._.session as unknown as Parameters<PgDialect['migrate']>[1];
    await new PgDialect().migrate(readServiceMigrations(migrationsFolder), session, {
      migrationsFolder,
      migrationsSchema: schema,
    });
  }
  await createMessagingTables(db, schema);
}
