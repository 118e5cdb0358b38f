// The one-shot job that creates the services' database roles where no runner does it:
// docker-compose's `database-roles` and k8s's Job of the same name run
// `node node_modules/@outings/runtime/dist/database-roles-main.js` in a service image.
//   DATABASE_ADMIN_URL               the database owner's (or a superuser's) URL
//   <SERVICE>_DATABASE_PASSWORD      each service's password, e.g. AUTH_DATABASE_PASSWORD
import { z } from 'zod';
import { SERVICE_NAMES, serviceDatabasePasswordVariable } from '@outings/contracts';
import { createLogger, loadConfig } from '@outings/service-kit';
import { ensureServiceDatabaseRoles } from './database-roles';

const schema = z.object({
  DATABASE_ADMIN_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  ...Object.fromEntries(SERVICE_NAMES.map((name) => [serviceDatabasePasswordVariable(name), z.string().min(12, 'at least 12 characters')])),
});

async function main(): Promise<void> {
  const logger = createLogger('database-roles');
  const config = loadConfig(schema, process.env) as Record<string, string>;
  const roles = SERVICE_NAMES.map((service) => ({ service, password: config[serviceDatabasePasswordVariable(service)] ?? null }));
  await ensureServiceDatabaseRoles(config.DATABASE_ADMIN_URL ?? '', roles, logger);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
