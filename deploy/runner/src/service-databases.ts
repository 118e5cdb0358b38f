// Each service of the cluster connects to PostgreSQL as its own role, which owns its
// schema and can read no other (docs/architecture.md, "Service manifest"). The runner
// holds the owner's DATABASE_URL, creates the roles, and hands each service its own URL.
// A fresh password per start: it works with a server that trusts local connections
// (nothing to keep) and with one that asks for passwords alike.
import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '@outings/contracts';
import { ensureServiceDatabaseRoles, serviceDatabaseUrl } from '@outings/runtime';
import type { Logger } from '@outings/service-kit';

export async function prepareServiceDatabases(ownerUrl: string, logger: Logger): Promise<Record<ServiceName, string>> {
  const roles = SERVICE_NAMES.map((service) => ({ service, password: randomBytes(18).toString('base64url') }));
  await ensureServiceDatabaseRoles(ownerUrl, roles, logger);
  return Object.fromEntries(roles.map((role) => [role.service, serviceDatabaseUrl(ownerUrl, role)])) as Record<ServiceName, string>;
}
