// The list the deploy tests check docker-compose.yml, deploy/docker and k8s/ against.
// The services come from their manifests (libs/contracts/src/services/service-manifests.ts),
// as do the deploy files' per-service parts (`npm run deploy:generate`); these tests derive
// what those parts must hold on their own, so a mistake in the generator shows here.
import { join } from 'node:path';
import { SERVICE_MANIFESTS, serviceUrlVariable, type ServiceManifest, type ServiceNeeds } from '@outings/contracts';

export { serviceUrlVariable };

export interface Deployable {
  /** Compose service, Deployment, Service and image name (outings/<name>). */
  readonly name: string;
  /** npm workspace folder; the process runs `<workspace>/dist/main.js`. */
  readonly workspace: string;
  readonly port: number;
  /** Where Prometheus scrapes its /metrics: a service's own port, the gateway's METRICS_PORT (never its public one). */
  readonly metricsPort: number;
  /** Stage of deploy/docker/Dockerfile its image is built from. */
  readonly target: 'service' | 'gateway';
  /** Environment it needs besides PORT (docs/architecture.md, "Configuration"). */
  readonly env: readonly string[];
  /** Variables of infrastructure it does not declare: it must not get them. */
  readonly unneeded: readonly string[];
}

/** What each declared need takes from the environment; the database and the bus every service needs. */
const NEED_VARIABLES: Readonly<Record<keyof ServiceNeeds, readonly string[]>> = {
  storage: ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'S3_REGION'],
  mailer: ['SMTP_URL', 'MAIL_FROM'],
  redis: ['REDIS_URL'],
  jobs: ['REDIS_URL'],
  realtime: ['REDIS_URL'],
};
// INTERNAL_AUTH_SECRET: services answer only calls the gateway signed with it.
const EVERY_SERVICE = ['DATABASE_URL', 'RABBITMQ_URL', 'INTERNAL_AUTH_SECRET', 'PUBLIC_URL', 'LOG_LEVEL'];
/** The infrastructure variables whose presence follows from declarations (MAIL_FROM and the S3 bucket and region are harmless settings). */
const SECRET_BEARING = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL', 'REDIS_URL'];

function declaredVariables(manifest: ServiceManifest): string[] {
  const needs = Object.keys(manifest.needs) as (keyof ServiceNeeds)[];
  return [...new Set([...EVERY_SERVICE, ...needs.flatMap((need) => NEED_VARIABLES[need])])];
}

export const services: readonly (Deployable & { manifest: ServiceManifest })[] = SERVICE_MANIFESTS.map((manifest) => {
  const env = declaredVariables(manifest);
  return {
    name: manifest.name,
    workspace: `services/${manifest.name}`,
    port: manifest.port,
    metricsPort: manifest.port,
    target: 'service',
    env,
    unneeded: SECRET_BEARING.filter((variable) => !env.includes(variable)),
    manifest,
  };
});

export const gateway: Deployable = {
  name: 'gateway',
  workspace: 'gateway',
  port: 8080,
  // gateway/src/config.ts: METRICS_PORT's default.
  metricsPort: 9464,
  target: 'gateway',
  env: ['REDIS_URL', 'SESSION_SECRET', 'INTERNAL_AUTH_SECRET', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY', ...services.map((service) => serviceUrlVariable(service.name))],
  unneeded: ['DATABASE_URL', 'RABBITMQ_URL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'SMTP_URL'],
};

export const deployables: readonly Deployable[] = [...services, gateway];

/** Infrastructure docker-compose.yml and k8s/overlays/dev bring along. */
export const infrastructure = ['postgres', 'redis', 'rabbitmq', 'minio', 'mailpit'] as const;

/** The one-shot job (compose) and Job (k8s) creating each service's database role. */
export const DATABASE_ROLES_JOB = 'database-roles';

export const repoRoot = join(__dirname, '..', '..');
