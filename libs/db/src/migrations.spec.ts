import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readServiceMigrations } from './migrations';

const migrationsFolder = path.join(__dirname, '..', 'test', 'fixtures', 'migrations');

describe('readServiceMigrations', () => {
  it("makes drizzle-kit's CREATE SCHEMA idempotent, since the migrator creates the schema for its log", () => {
    const [first] = readServiceMigrations(migrationsFolder);
    expect(first?.sql[0]).toBe('CREATE SCHEMA IF NOT EXISTS "sample";\n');
  });

  it('keeps every other statement, the order and the hashes of the files', () => {
    const original = readMigrationFiles({ migrationsFolder });
    const adjusted = readServiceMigrations(migrationsFolder);
    expect(adjusted.map((migration) => migration.hash)).toEqual(original.map((migration) => migration.hash));
    expect(adjusted.map((migration) => migration.sql.slice(1))).toEqual(original.map((migration) => migration.sql.slice(1)));
    expect(adjusted[1]?.sql).toEqual(['ALTER TABLE "sample"."notes" ADD COLUMN "tag" text;']);
  });
});
