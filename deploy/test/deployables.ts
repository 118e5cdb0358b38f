// The one list the deploy tests check docker-compose.yml, deploy/docker and k8s/ against.
// Adding a service means adding it here first: every test then says what is missing.
import { join } from 'node:path';

export interface Deployable {
  /** Compose service, Deployment, Service and image name (outings/<name>). */
  readonly name: string;
  /** npm workspace folder; the process runs `<workspace>/dist/main.js`. */
  readonly workspace: string;
  readonly port: number;
  /** Stage of deploy/docker/Dockerfile its image is built from. */
  readonly target: 'service' | 'gateway';
  /** Environment it needs besides PORT (docs/architecture.md, "Configuration"). */
  readonly env: readonly string[];
}

// The runtime opens every port in a cluster, the object store included, whether or not
// the service uses it (libs/runtime/src/runtime-config.ts).
const serviceEnv = ['DATABASE_URL', 'REDIS_URL', 'RABBITMQ_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

export const services: readonly Deployable[] = [
  { name: 'auth', workspace: 'services/auth', port: 4001, target: 'service', env: serviceEnv },
  { name: 'profile', workspace: 'services/profile', port: 4002, target: 'service', env: serviceEnv },
  {
    name: 'media',
    workspace: 'services/media',
    port: 4003,
    target: 'service',
    env: [...serviceEnv, 'S3_BUCKET', 'S3_REGION'],
  },
  { name: 'notification', workspace: 'services/notification', port: 4004, target: 'service', env: [...serviceEnv, 'SMTP_URL', 'MAIL_FROM'] },
];

export const gateway: Deployable = {
  name: 'gateway',
  workspace: 'gateway',
  port: 8080,
  target: 'gateway',
  env: ['REDIS_URL', 'SESSION_SECRET', 'PUBLIC_URL', 'LOG_LEVEL', 'AUTH_URL', 'PROFILE_URL', 'MEDIA_URL', 'NOTIFICATION_URL', 'TRUST_PROXY'],
};

export const deployables: readonly Deployable[] = [...services, gateway];

/** The gateway's variable holding a service's base URL, e.g. AUTH_URL. */
export function serviceUrlVariable(service: Deployable): string {
  return `${service.name.toUpperCase()}_URL`;
}

/** Infrastructure docker-compose.yml and k8s/overlays/dev bring along. */
export const infrastructure = ['postgres', 'redis', 'rabbitmq', 'minio', 'mailpit'] as const;

export const repoRoot = join(__dirname, '..', '..');
