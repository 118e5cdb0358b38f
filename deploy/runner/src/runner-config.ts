// What `npm start` and `npm run start:cluster` read from the environment. Everything
// else (DATABASE_URL, RABBITMQ_URL, S3_*, SMTP_URL, …) is read by the runtime, the
// services and the gateway themselves; the runner passes the environment on.
import path from 'node:path';
import { z } from 'zod';
import { SERVICE_PORTS, type ServiceName } from '@outings/contracts';
import { loadConfig } from '@outings/service-kit';

/** An unset variable and an exported but empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const port = z.coerce.number().int().min(0).max(65_535);

const runnerSchema = z.object({
  PORT: optional(port).default(8080),
  // Loopback by default: the demo world's accounts have published passwords.
  HOST: optional(z.string()).default('127.0.0.1'),
  PUBLIC_URL: optional(z.url()),
  DATA_DIR: optional(z.string()).default('.data'),
  DEMO_SEED: optional(z.enum(['true', 'false'])).default('true'),
  SMTP_URL: optional(z.url()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  S3_ENDPOINT: optional(z.url()),
  AUTH_PORT: optional(port).default(SERVICE_PORTS.auth),
  PROFILE_PORT: optional(port).default(SERVICE_PORTS.profile),
  MEDIA_PORT: optional(port).default(SERVICE_PORTS.media),
  NOTIFICATION_PORT: optional(port).default(SERVICE_PORTS.notification),
});

export interface RunnerConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Absolute. */
  dataDir: string;
  demoSeed: 'true' | 'false';
  smtpUrl: string | undefined;
  sessionSecret: string | undefined;
  s3Endpoint: string | undefined;
  /** Where each service listens as its own process (cluster mode). */
  servicePorts: Record<ServiceName, number>;
}

export function loadRunnerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): RunnerConfig {
  const parsed = loadConfig(runnerSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    demoSeed: parsed.DEMO_SEED,
    smtpUrl: parsed.SMTP_URL,
    sessionSecret: parsed.SESSION_SECRET,
    s3Endpoint: parsed.S3_ENDPOINT,
    servicePorts: {
      auth: parsed.AUTH_PORT,
      profile: parsed.PROFILE_PORT,
      media: parsed.MEDIA_PORT,
      notification: parsed.NOTIFICATION_PORT,
    },
  };
}

/**
 * Services that consume events start before the ones that publish them: on a fresh
 * broker a queue exists only once its consumer declared it, and the auth service
 * publishes the demo world's sign-ups as soon as it starts.
 */
export const START_ORDER: readonly ServiceName[] = ['notification', 'profile', 'media', 'auth'];
