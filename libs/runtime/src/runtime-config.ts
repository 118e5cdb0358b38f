// The environment the runtime reads, validated once at start-up: a bad variable stops
// the process with a message naming it, instead of failing on first use.
import { z } from 'zod';
import type { ServiceNeeds } from '@outings/contracts';
import { MIN_SECRET_LENGTH, loadConfig } from '@outings/service-kit';

/** An unset variable and an exported but empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const retryDelays = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of milliseconds, e.g. 1000,10000,60000')
  .transform((list) => list.split(',').map(Number));

const s3Schema = z.object({
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. http://127.0.0.1:9000' })),
  S3_ACCESS_KEY: optional(z.string()),
  S3_SECRET_KEY: optional(z.string()),
  S3_BUCKET: optional(z.string()).default('outings-media'),
  S3_REGION: optional(z.string()).default('us-east-1'),
});

/** The gateway signs every call to a service with it (service-kit's gateway-signature): required in both modes. */
const internalAuthSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: `required: the secret the gateway signs its calls to services with, ${MIN_SECRET_LENGTH} characters or more (e.g. \`openssl rand -base64 32\`)` })
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`),
);

const sharedSchema = z.object({
  INTERNAL_AUTH_SECRET: internalAuthSecret,
  PUBLIC_URL: optional(z.url()).default('http://localhost:8080'),
  SMTP_URL: optional(z.url()),
  /** `production` refuses mail without SMTP_URL instead of printing it (libs/mail). */
  NODE_ENV: optional(z.string()),
  MAIL_FROM: optional(z.string()).default('Outings <no-reply@outings.local>'),
  /** Delays between a failing event handler's attempts, then the dead-letter queue. */
  EVENT_RETRY_DELAYS_MS: optional(retryDelays).default([1_000, 10_000, 60_000]),
  /** Service queues are `<prefix>.<service>`: another prefix keeps a second deployment or a test run apart on one broker. */
  EVENT_QUEUE_PREFIX: optional(z.string().regex(/^[a-z0-9._-]+$/i)).default('outings'),
  /** How often each service's outbox relay looks for events it was not woken for. */
  OUTBOX_POLL_MS: optional(z.coerce.number().int().positive()).default(1_000),
  ...s3Schema.shape,
});

const needsBothKeys = (config: z.infer<typeof s3Schema>, ctx: z.RefinementCtx) => {
  if (!config.S3_ENDPOINT) return;
  for (const key of ['S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
    if (!config[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when S3_ENDPOINT is set' });
  }
};

export const embeddedConfigSchema = sharedSchema
  .extend({ DATA_DIR: optional(z.string()).default('.data') })
  .superRefine(needsBothKeys);

const clusterSchema = sharedSchema.extend({
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })).default('postgres://postgres@127.0.0.1:5432/outings'),
  DATABASE_POOL_MAX: optional(z.coerce.number().int().positive()).default(10),
  RABBITMQ_URL: optional(z.url({ protocol: /^amqps?$/ })).default('amqp://guest:guest@127.0.0.1:5672'),
  EVENT_EXCHANGE: optional(z.string().min(1)).default('outings.events'),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })).default('redis://127.0.0.1:6379'),
  /** BullMQ keys are `<prefix>:<service>:…`: another prefix keeps a test run apart on one Redis. */
  JOBS_PREFIX: optional(z.string().regex(/^[a-z0-9._-]+$/i)).default('outings'),
  /** The gateways' REDIS_KEY_PREFIX: realtime pushes go to their socket.io channels, `<prefix>socket.io`. */
  REDIS_KEY_PREFIX: optional(z.string().regex(/^[\w.:-]+$/)).default('outings:'),
});

/** The cluster's settings for a process whose services have `needs`. */
export const clusterConfigSchema = (needs: ServiceNeeds) =>
  clusterSchema.superRefine((config, ctx) => {
    needsBothKeys(config, ctx);
    // In a cluster the object store is a real one (the runner starts a local server when none is configured).
    if (needs.storage && !config.S3_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'required in cluster mode: the S3 (MinIO) endpoint URL' });
    }
  });

export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;
export type ClusterConfig = z.infer<typeof clusterSchema>;

/** Where a service process listens. */
export const processConfigSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  // Loopback by default: services trust the gateway's identity headers, so they must not
  // be reachable from elsewhere unless deployed behind a network boundary (containers).
  HOST: optional(z.string()).default('127.0.0.1'),
});

export const readEmbeddedConfig = (env: NodeJS.ProcessEnv) => loadConfig(embeddedConfigSchema, env);
export const readClusterConfig = (env: NodeJS.ProcessEnv, needs: ServiceNeeds) => loadConfig(clusterConfigSchema(needs), env);
export const readProcessConfig = (env: NodeJS.ProcessEnv) => loadConfig(processConfigSchema, env);
