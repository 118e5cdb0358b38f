// Creating and dropping whole PostgreSQL databases: a cluster start creates its database
// when missing, tests create a throw-away one per run.
import { Client } from 'pg';

function splitUrl(url: string): { name: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`The database URL names no database: ${parsed.origin}`);
  // Connect to the always-present maintenance database to create or drop the target.
  parsed.pathname = '/postgres';
  return { name, maintenanceUrl: parsed.toString() };
}

async function withMaintenanceClient<T>(url: string, work: (client: Client, name: string) => Promise<T>): Promise<T> {
  const { name, maintenanceUrl } = splitUrl(url);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

// Two processes creating the same database at once: the loser gets 42P04, or 23505 when
// both passed the catalogue check and collided on pg_database's unique name index.
const CREATED_BY_ANOTHER = new Set(['42P04', '23505']);

/** Creates the database named in `url` unless it exists. Returns true when it created it. */
export function createPostgresDatabaseIfMissing(url: string): Promise<boolean> {
  return withMaintenanceClient(url, async (client, name) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return false;
    try {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      // Another process created it between our check and our statement.
      if (CREATED_BY_ANOTHER.has((error as { code?: string }).code ?? '')) return false;
      throw error;
    }
  });
}

/** Drops the database named in `url`, closing its remaining connections (PostgreSQL 13+). */
export function dropPostgresDatabase(url: string): Promise<void> {
  return withMaintenanceClient(url, async (client, name) => {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  });
}
