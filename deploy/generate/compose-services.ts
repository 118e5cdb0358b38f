// The per-service parts of docker-compose.yml: each service's entry, its password in the
// database-roles job, and the gateway's address of it and wait for it. The entries use
// the anchors the file defines by hand (&node-app, &build, &service-env, &s3-env,
// &service-needs), so what every service shares is written once, there.
import { serviceDatabasePasswordVariable, serviceUrlVariable, type ServiceManifest } from '@outings/contracts';
import { databaseUrl, devPassword } from './database-credentials';
import { needsRedis } from './infrastructure-variables';
import { devSecret, secretSettingsOf } from './secret-settings';

const passwordWithDefault = (name: string) => `\${${serviceDatabasePasswordVariable(name)}:-${devPassword(name)}}`;

function serviceEntry(manifest: ServiceManifest): string[] {
  const { name, port, needs } = manifest;
  const redis = needsRedis(needs);
  const healthy = (dependency: string) => `    ${dependency}: { condition: service_healthy }`;
  return [
    `${name}:`,
    '  <<: *node-app',
    '  build:',
    '    <<: *build',
    '    target: service',
    `    args: { WORKSPACE: services/${name}, PORT: "${port}" }`,
    `  image: outings/${name}:local`,
    // Compose has no annotations: Prometheus-style labels say where its /metrics are.
    '  labels:',
    '    prometheus.io/scrape: "true"',
    `    prometheus.io/port: "${port}"`,
    '    prometheus.io/path: /metrics',
    '  environment:',
    needs.storage ? '    <<: [*service-env, *s3-env]' : '    <<: *service-env',
    `    DATABASE_URL: ${databaseUrl(name, passwordWithDefault(name))}`,
    ...(redis ? ['    REDIS_URL: redis://redis:6379'] : []),
    ...(needs.storage ? ['    S3_ENDPOINT: http://minio:9000', '    S3_REGION: us-east-1'] : []),
    ...(needs.mailer ? ['    SMTP_URL: smtp://mailpit:1025', '    MAIL_FROM: ${MAIL_FROM:-Outings <no-reply@outings.local>}'] : []),
    ...secretSettingsOf(manifest).map((setting) => `    ${setting}: \${${setting}:-${devSecret(setting)}}`),
    '  depends_on:',
    '    <<: *service-needs',
    ...(redis ? [healthy('redis')] : []),
    ...(needs.storage ? [healthy('minio'), '    minio-init: { condition: service_completed_successfully }'] : []),
    ...(needs.mailer ? [healthy('mailpit')] : []),
  ];
}

/** Region contents of docker-compose.yml, by region name. */
export function composeRegions(manifests: readonly ServiceManifest[]): Record<string, string[]> {
  return {
    services: manifests.flatMap((manifest, index) => [...(index > 0 ? [''] : []), ...serviceEntry(manifest)]),
    'database-passwords': manifests.map(({ name }) => `${serviceDatabasePasswordVariable(name)}: ${passwordWithDefault(name)}`),
    'service-urls': manifests.map(({ name, port }) => `${serviceUrlVariable(name)}: http://${name}:${port}`),
    'gateway-needs': manifests.map(({ name }) => `${name}: { condition: service_healthy }`),
  };
}
