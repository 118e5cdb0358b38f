// PGlite: PostgreSQL compiled to WebAssembly, the embedded default. One instance serves
// every service of the process, each in its own schema, exactly as PostgreSQL would.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import { applyMigrations } from './migrations';
import { createDeadlockGuard } from './pglite-deadlock-guard';
import { withDrizzleParsers } from './pglite-drizzle-parsers';
import type { Database, Db, MigrateOptions } from './port';

export interface PgliteDatabaseOptions {
  /** A directory for the data files, or 'memory' for a throw-away database. */
  dataDir: string;
  logger: Logger;
  /** How long a root statement sent from inside a transaction may wait before it is taken for a deadlock. */
  deadlockTimeoutMs?: number;
}

export async function createPgliteDatabase({ dataDir, logger, deadlockTimeoutMs = 5_000 }: PgliteDatabaseOptions): Promise<Database> {
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? await PGlite.create() : await PGlite.create(dataDir);
  const guard = createDeadlockGuard(withDrizzleParsers(client), deadlockTimeoutMs);
  const db: Db = drizzle({ client: guard.client });
  // Migrations of several services starting together run one after the other.
  let migrations: Promise<void> = Promise.resolve();

  function migrate(options: MigrateOptions): Promise<void> {
    const run = migrations.then(async () => {
      await applyMigrations(db, options);
      logger.info({ schema: options.schema }, 'database schema migrated');
    });
    migrations = run.catch(() => undefined);
    return run;
  }

  return {
    kind: 'pglite',
    db,
    // PGlite has one connection. Its transaction lock makes every other caller's
    // statement wait until the open transaction ends, so concurrent transactions run one
    // after the other and never interleave (proved by the adapter's integration spec).
    transaction: (work) => db.transaction((tx) => guard.insideTransaction(() => work(tx))),
    migrate,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
