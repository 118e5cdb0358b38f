// The two adapters the contract suite runs against: PostgreSQL in a throw-away database
// of its own, and PGlite in memory.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  createPostgresDatabaseIfMissing,
  dropPostgresDatabase,
  type Database,
} from '@outings/db';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const migrationsFolder = path.join(__dirname, '..', 'fixtures', 'migrations');
export const SCHEMA = 'sample';

export interface AdapterHarness {
  name: string;
  /** A fresh, empty database. */
  open(): Promise<Database>;
  /** Another handle on the same database, as a second replica would have. */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

export function postgresHarness(): AdapterHarness {
  const url = `postgres://postgres@127.0.0.1:5432/outings_test_db_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = createPostgresDatabase({ url, logger, max: 5 });
    opened.push(database);
    return database;
  };
  return {
    name: 'postgres',
    async open() {
      await createPostgresDatabaseIfMissing(url);
      return open();
    },
    openAnother: open,
    async dispose() {
      await Promise.all(opened.map((database) => database.close()));
      await dropPostgresDatabase(url);
    },
  };
}

export function pgliteHarness(): AdapterHarness {
  let database: Database | undefined;
  return {
    name: 'pglite',
    async open() {
      database = await createPgliteDatabase({ dataDir: 'memory', logger });
      return database;
    },
    async openAnother() {
      if (!database) throw new Error('open() first');
      // Embedded services share the one PGlite instance.
      return database;
    },
    async dispose() {
      await database?.close();
    },
  };
}
