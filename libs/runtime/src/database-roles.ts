// One PostgreSQL role per service, owner of its schema and of nothing else: a service's
// connection cannot read another service's tables. Run with the database owner's (or a
// superuser's) URL before the services start: the cluster runner does it at each start,
// docker-compose and k8s in a one-shot job (`database-roles-main.ts`). Idempotent, and
// safe when two starts run it at once on one database (they take turns).
import { createPostgresDatabase, createPostgresDatabaseIfMissing } from '@outings/db';
import { serviceDatabaseRole, type ServiceName } from '@outings/contracts';
import type { Logger } from 'pino';

export interface ServiceRole {
  service: ServiceName;
  /** Null: no password (a server that trusts local connections). */
  password: string | null;
}

const identifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The database a URL names. */
export function databaseOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('The database URL names no database');
  return name;
}

/** `adminUrl` with the service's role (and password) as its user. */
export function serviceDatabaseUrl(adminUrl: string, { service, password }: ServiceRole): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(serviceDatabaseRole(databaseOf(adminUrl), service));
  url.password = password === null ? '' : encodeURIComponent(password);
  return url.toString();
}

function statementsFor(database: string, { service, password }: ServiceRole): string[] {
  const role = serviceDatabaseRole(database, service);
  const schema = service;
  return [
    // Two starts at once (replicas of the job, two runners) take turns: PostgreSQL
    // refuses concurrent changes to one role ("tuple concurrently updated").
    `select pg_advisory_xact_lock(hashtext('outings.database-roles'))`,
    // A role left by an earlier start is kept (and updated below).
    `do $$ begin create role ${identifier(role)}; exception when duplicate_object then null; end $$`,
    `alter role ${identifier(role)} with login nosuperuser nocreatedb nocreaterole noinherit password ${password === null ? 'null' : literal(password)}`,
    // CREATE too: migrations run `create schema if not exists`, which PostgreSQL checks
    // against the database's CREATE privilege even when the schema exists.
    `grant connect, create on database ${identifier(database)} to ${identifier(role)}`,
    `create schema if not exists ${identifier(schema)} authorization ${identifier(role)}`,
    `alter schema ${identifier(schema)} owner to ${identifier(role)}`,
    `revoke all on schema ${identifier(schema)} from public`,
    // Tables made before the role existed (by the owner's URL) change hands; their own
    // sequences follow them, then free sequences and types.
    `do $$ declare item record; begin
       for item in select c.relname from pg_class c where c.relnamespace = ${literal(schema)}::regnamespace
         and c.relkind in ('r', 'p', 'v', 'm', 'f') and c.relowner <> ${literal(role)}::regrole loop
         execute format('alter table %I.%I owner to %I', ${literal(schema)}, item.relname, ${literal(role)});
       end loop;
       for item in select c.relname from pg_class c where c.relnamespace = ${literal(schema)}::regnamespace
         and c.relkind = 'S' and c.relowner <> ${literal(role)}::regrole loop
         execute format('alter sequence %I.%I owner to %I', ${literal(schema)}, item.relname, ${literal(role)});
       end loop;
       for item in select t.typname from pg_type t where t.typnamespace = ${literal(schema)}::regnamespace
         and t.typtype in ('e', 'd') and t.typowner <> ${literal(role)}::regrole loop
         execute format('alter type %I.%I owner to %I', ${literal(schema)}, item.typname, ${literal(role)});
       end loop;
     end $$`,
  ];
}

/** Creates (or updates) each service's role and hands it its schema, in the database `adminUrl` names. */
export async function ensureServiceDatabaseRoles(adminUrl: string, roles: readonly ServiceRole[], logger: Logger): Promise<void> {
  await createPostgresDatabaseIfMissing(adminUrl);
  const database = databaseOf(adminUrl);
  const admin = createPostgresDatabase({ url: adminUrl, max: 1, logger });
  try {
    for (const role of roles) {
      // One transaction per service: a role never exists without its schema.
      await admin.transaction(async (tx) => {
        for (const statement of statementsFor(database, role)) await tx.execute(statement);
      });
    }
  } finally {
    await admin.close();
  }
  logger.info({ roles: roles.map(({ service }) => serviceDatabaseRole(database, service)) }, 'database roles ready');
}
