// What `npm start` and `npm run start:cluster` read from the environment. Everything
// else (DATABASE_URL, RABBITMQ_URL, S3_*, SMTP_URL, …) is read by the runtime, the
// services and the gateway themselves; the runner passes the environment on.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { SERVICE_MANIFESTS, servicePortVariable, type ServiceName } from '@outings/contracts';
import { loadConfig } from '@outings/service-kit';

/** An unset variable and an exported but empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const port = z.coerce.number().int().min(0).max(65_535);

const runnerSchema = z.object({
  PORT: optional(port).default(8080),
  // Embedded: the gateway's own `/metrics` only when asked for (the services' ports serve theirs).
  METRICS_PORT: optional(port),
  // Loopback by default: the demo world's accounts have published passwords.
  HOST: optional(z.string()).default('127.0.0.1'),
  PUBLIC_URL: optional(z.url()),
  DATA_DIR: optional(z.string()).default('.data'),
  DEMO_SEED: optional(z.enum(['true', 'false'])).default('true'),
  SMTP_URL: optional(z.url()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // What the gateway signs its calls to services with. Given, it is used (a bench or a
  // tool that calls a service directly must sign like the gateway); else new per start.
  INTERNAL_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  S3_ENDPOINT: optional(z.url()),
  // The owner's URL: the runner creates each service's role and hands it its schema.
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })).default('postgres://postgres@127.0.0.1:5432/outings'),
});

/** `<SERVICE>_PORT` for each service of the manifest, defaulting to its declared port. */
const servicePortsSchema = z.object(
  Object.fromEntries(SERVICE_MANIFESTS.map((manifest) => [servicePortVariable(manifest.name), optional(port).default(manifest.port)])),
);

export interface RunnerConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute. */
  dataDir: string;
  demoSeed: 'true' | 'false';
  smtpUrl: string | undefined;
  sessionSecret: string | undefined;
  /** The given INTERNAL_AUTH_SECRET, or one made for this start alone. */
  internalAuthSecret: string;
  s3Endpoint: string | undefined;
  /** The database owner's URL (cluster mode); services connect as their own roles. */
  databaseUrl: string;
  /** Where each service listens as its own process (cluster mode). */
  servicePorts: Record<ServiceName, number>;
  /** The embedded gateway's metrics port, when METRICS_PORT is set. */
  metricsPort: number | undefined;
}

export function loadRunnerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): RunnerConfig {
  // One schema, so that every wrong variable is named at once; the ports' keys come from
  // the manifest, so their type is only known to be numbers.
  const parsed = loadConfig(runnerSchema.extend(servicePortsSchema.shape), env) as unknown as z.infer<typeof runnerSchema>;
  const ports = parsed as unknown as Record<string, number>;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    demoSeed: parsed.DEMO_SEED,
    smtpUrl: parsed.SMTP_URL,
    sessionSecret: parsed.SESSION_SECRET,
    internalAuthSecret: parsed.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    s3Endpoint: parsed.S3_ENDPOINT,
    databaseUrl: parsed.DATABASE_URL,
    metricsPort: parsed.METRICS_PORT,
    servicePorts: Object.fromEntries(
      SERVICE_MANIFESTS.map((manifest) => [manifest.name, ports[servicePortVariable(manifest.name)] ?? manifest.port]),
    ) as Record<ServiceName, number>,
  };
}

/**
 * The manifest's order. No service publishes events as it starts, so none must wait for
 * the others' queues; the demo world is seeded once all are ready (src/demo-world/).
 */
export const START_ORDER: readonly ServiceName[] = SERVICE_MANIFESTS.map((manifest) => manifest.name);
