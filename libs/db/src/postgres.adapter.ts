// PostgreSQL through a node-postgres pool: the adapter of every cluster deployment.
import { Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'pino';
import { applyMigrations } from './migrations';
import type { Database, Db, MigrateOptions } from './port';

export interface PostgresDatabaseOptions {
  url: string;
  /** Pool size per process. */
  max?: number;
  logger: Logger;
}

export function createPostgresDatabase({ url, max = 10, logger }: PostgresDatabaseOptions): Database {
  const pool = new Pool({ connectionString: url, max });
  // An idle connection dropped by the server emits here; unhandled, it would end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection lost'));
  const db: Db = drizzle({ client: pool });

  async function migrate(options: MigrateOptions): Promise<void> {
    // One connection holds a session-level advisory lock keyed by the schema while it
    // migrates: a second replica starting at the same moment waits, then finds nothing to do.
    const client = await pool.connect();
    const connection: Db = drizzle({ client });
    const lock = sql`hashtext('outings.migrate'), hashtext(${options.schema})`;
    try {
      await connection.execute(sql`select pg_advisory_lock(${lock})`);
      await applyMigrations(connection, options);
      await connection.execute(sql`select pg_advisory_unlock(${lock})`);
      client.release();
    } catch (error) {
      // Destroying the connection ends its session, which releases the lock too.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    logger.info({ schema: options.schema }, 'database schema migrated');
  }

  return {
    kind: 'postgres',
    db,
    transaction: (work) => db.transaction((tx) => work(tx)),
    migrate,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
