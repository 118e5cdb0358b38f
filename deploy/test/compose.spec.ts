import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { serviceDatabasePasswordVariable, serviceDatabaseRole } from '@outings/contracts';
import { DATABASE_ROLES_JOB, deployables, gateway, infrastructure, repoRoot, serviceUrlVariable, services } from './deployables';
import { dockerfileStages } from './dockerfile';

const conditionSchema = z.enum(['service_started', 'service_healthy', 'service_completed_successfully']);
const serviceSchema = z.object({
  image: z.string().optional(),
  build: z
    .object({ context: z.string(), dockerfile: z.string(), target: z.string().optional(), args: z.record(z.string(), z.string()).optional() })
    .optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: conditionSchema })).optional(),
  healthcheck: z.object({ test: z.array(z.string()).optional(), disable: z.boolean().optional() }).optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  restart: z.string().optional(),
  read_only: z.boolean().optional(),
  cap_drop: z.array(z.string()).optional(),
  command: z.array(z.string()).optional(),
  labels: z.record(z.string(), z.string()).optional(),
  profiles: z.array(z.string()).optional(),
});
type ComposeService = z.infer<typeof serviceSchema>;

// Compose's own merge keys (`<<:`) are resolved as `docker compose` does.
const compose = z
  .object({ services: z.record(z.string(), serviceSchema) })
  .parse(parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }));

function service(name: string): ComposeService {
  const found = compose.services[name];
  if (found === undefined) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/** A value as compose resolves it with nothing set in the environment: `${X:-d}` → d. */
function withDefaults(value: string): string {
  return value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
}

function env(name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, withDefaults(value)]));
}

const isOneShot = (entry: ComposeService) => entry.restart === 'no';

describe('docker-compose.yml', () => {
  it('runs every deployable and the infrastructure', () => {
    for (const name of [...deployables.map((deployable) => deployable.name), ...infrastructure, DATABASE_ROLES_JOB]) {
      expect(compose.services).toHaveProperty([name]);
    }
  });

  it.each(deployables)('builds $name from an existing Dockerfile stage with its workspace and port', (deployable) => {
    const build = service(deployable.name).build;
    if (build === undefined) throw new Error(`${deployable.name} has no build section`);
    const dockerfile = join(repoRoot, build.context, build.dockerfile);
    expect(existsSync(dockerfile)).toBe(true);
    expect(dockerfileStages(readFileSync(dockerfile, 'utf8'))).toContain(build.target);
    expect(build.target).toBe(deployable.target);
    expect(build.args).toEqual({ WORKSPACE: deployable.workspace, PORT: String(deployable.port) });
    expect(existsSync(join(repoRoot, deployable.workspace, 'package.json'))).toBe(true);
    expect(service(deployable.name).image).toBe(`outings/${deployable.name}:local`);
  });

  it('gives every long-running container a health check', () => {
    const unchecked = Object.entries(compose.services)
      .filter(([, entry]) => !isOneShot(entry))
      .filter(([, entry]) => entry.healthcheck?.disable === true || (entry.healthcheck?.test?.length ?? 0) < 2)
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it.each(deployables)('checks $name through its /readyz with the runtime it ships (no curl)', (deployable) => {
    const test = service(deployable.name).healthcheck?.test ?? [];
    expect(test.slice(0, 2)).toEqual(['CMD', 'node']);
    expect(test.join(' ')).toContain('/readyz');
  });

  it('starts nothing before what it depends on is healthy (or, for a one-shot job, done)', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(entry.depends_on ?? {})) {
        const expected = isOneShot(service(dependency)) ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: expected });
      }
    }
  });

  it('has no dependency cycle', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: readonly string[]): void => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`dependency cycle: ${[...path, name].join(' -> ')}`);
      visiting.add(name);
      for (const dependency of Object.keys(service(name).depends_on ?? {})) visit(dependency, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(compose.services)) visit(name, []);
  });

  it.each(services)('starts $name after its database role, RabbitMQ and the infrastructure it declares', ({ name, manifest }) => {
    const { needs } = manifest;
    const expected = [
      DATABASE_ROLES_JOB,
      'rabbitmq',
      ...(needs.redis || needs.jobs || needs.realtime ? ['redis'] : []),
      ...(needs.storage ? ['minio', 'minio-init'] : []),
      ...(needs.mailer ? ['mailpit'] : []),
    ];
    expect(Object.keys(service(name).depends_on ?? {}).sort()).toEqual(expected.sort());
  });

  it('creates the database roles once PostgreSQL is up, the gateway once every service is', () => {
    expect(Object.keys(service(DATABASE_ROLES_JOB).depends_on ?? {})).toEqual(['postgres']);
    expect(Object.keys(service('gateway').depends_on ?? {})).toEqual(expect.arrayContaining(['redis', ...services.map((s) => s.name)]));
  });

  it.each(deployables)('gives $name the environment it needs, and no infrastructure it does not declare', (deployable) => {
    expect(Object.keys(env(deployable.name))).toEqual(expect.arrayContaining([...deployable.env]));
    expect(Object.keys(env(deployable.name)).filter((variable) => deployable.unneeded.includes(variable))).toEqual([]);
  });

  it.each(services)('connects $name to PostgreSQL as its own role, which database-roles creates with the same password', ({ name }) => {
    const url = new URL(env(name).DATABASE_URL ?? '');
    expect(url.host).toBe('postgres:5432');
    expect(url.pathname).toBe('/outings');
    expect(url.username).toBe(serviceDatabaseRole('outings', name));
    expect(decodeURIComponent(url.password)).toBe(env(DATABASE_ROLES_JOB)[serviceDatabasePasswordVariable(name)]);
  });

  it("runs database-roles once, with the database owner's URL, from an image that holds the runtime", () => {
    const job = service(DATABASE_ROLES_JOB);
    expect(isOneShot(job)).toBe(true);
    expect(new URL(env(DATABASE_ROLES_JOB).DATABASE_ADMIN_URL ?? '').username).toBe('outings');
    expect(job.image).toBe(service(services[0]?.name ?? '').image);
    expect(job.command).toEqual(['node', '/app/node_modules/@outings/runtime/dist/database-roles-main.js']);
  });

  it('wires the addresses between containers', () => {
    for (const { name, port, manifest } of services) {
      expect(env(gateway.name)[serviceUrlVariable(name)]).toBe(`http://${name}:${port}`);
      expect(new URL(env(name).RABBITMQ_URL ?? '').host).toBe('rabbitmq:5672');
      if (manifest.needs.redis || manifest.needs.jobs || manifest.needs.realtime) expect(env(name).REDIS_URL).toBe('redis://redis:6379');
      if (manifest.needs.mailer) expect(env(name).SMTP_URL).toBe('smtp://mailpit:1025');
      if (manifest.needs.storage) {
        expect(env(name).S3_ENDPOINT).toBe('http://minio:9000');
        expect(env(name).S3_ACCESS_KEY).toBe(env('minio-init').S3_ACCESS_KEY);
        expect(env(name).S3_SECRET_KEY).toBe(env('minio-init').S3_SECRET_KEY);
      }
    }
    for (const deployable of deployables) expect(env(deployable.name).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('lets no peer name the client or the scheme to the gateway it publishes directly', () => {
    expect(env(gateway.name).TRUST_PROXY).toBe('');
  });

  it('publishes only the gateway, and the mail and MinIO consoles on loopback', () => {
    const published = Object.entries(compose.services)
      .filter(([, entry]) => (entry.ports ?? []).length > 0)
      .map(([name, entry]) => [name, entry.ports]);
    expect(Object.fromEntries(published)).toEqual({
      gateway: ['8080:8080'],
      mailpit: ['127.0.0.1:8025:8025'],
      minio: ['127.0.0.1:9001:9001'],
      prometheus: ['127.0.0.1:9090:9090'],
      jaeger: ['127.0.0.1:16686:16686'],
    });
  });

  it.each(deployables)('labels $name with where its /metrics are, and sends traces only when asked', (deployable) => {
    expect(service(deployable.name).labels).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(deployable.metricsPort),
      'prometheus.io/path': '/metrics',
    });
    if (deployable.metricsPort !== deployable.port) expect(env(deployable.name).METRICS_PORT).toBe(String(deployable.metricsPort));
    expect(service(deployable.name).environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('${OTEL_EXPORTER_OTLP_ENDPOINT:-}');
  });

  it('brings Prometheus and Jaeger only with the observability profile', () => {
    const profiled = Object.entries(compose.services).filter(([, entry]) => entry.profiles !== undefined);
    expect(Object.fromEntries(profiled.map(([name, entry]) => [name, entry.profiles]))).toEqual({ prometheus: ['observability'], jaeger: ['observability'] });
    expect(env('jaeger').COLLECTOR_OTLP_ENABLED).toBe('true');
  });

  it('has Prometheus scrape every deployable where its labels say', () => {
    const mount = (service('prometheus').volumes ?? []).find((volume) => volume.split(':')[1] === '/etc/prometheus/prometheus.yml');
    const config = z
      .object({ scrape_configs: z.array(z.object({ job_name: z.string(), metrics_path: z.string(), static_configs: z.array(z.object({ targets: z.array(z.string()) })) })) })
      .parse(parse(readFileSync(join(repoRoot, mount?.split(':')[0] ?? ''), 'utf8')));
    const scraped = config.scrape_configs.map((job) => ({ job: job.job_name, path: job.metrics_path, targets: job.static_configs.flatMap((target) => target.targets) }));
    expect(scraped).toEqual(deployables.map((deployable) => ({ job: deployable.name, path: '/metrics', targets: [`${deployable.name}:${deployable.metricsPort}`] })));
  });

  it.each(deployables)('runs $name with a read-only root file system and no capabilities', (deployable) => {
    expect(service(deployable.name).read_only).toBe(true);
    expect(service(deployable.name).cap_drop).toEqual(['ALL']);
  });

  it('mounts only files that exist', () => {
    for (const entry of Object.values(compose.services)) {
      for (const volume of entry.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(join(repoRoot, source))).toBe(true);
      }
    }
  });
});
