// The auth service in cluster mode, as `npm run start:cluster` runs it, on this machine's
// PostgreSQL (a throw-away database), Redis (a key prefix of its own) and RabbitMQ (an
// exchange and queues of its own), plus a local S3 server. An observer queue collects
// every event auth publishes, as a consuming service would receive it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'amqplib';
import { Redis } from 'ioredis';
import { AccountRegistered, PasswordResetRequested, VerificationRequested, type EventEnvelope } from '@outings/contracts';
import { createRabbitBus, deadLetterQueueName, retryQueueName, type EventBus } from '@outings/bus';
import { createPostgresDatabaseIfMissing, dropPostgresDatabase } from '@outings/db';
import { createInfrastructure, runService, serviceQueueName, type Infrastructure, type RunningService } from '@outings/runtime';
import { createLogger } from '@outings/service-kit';
import { startLocalS3Server, type LocalS3Server } from '@outings/storage';
import { authService } from '../../src/service';

const logger = createLogger('auth', process.env.TEST_LOG_LEVEL ?? 'silent');
const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RETRY_DELAY_MS = 100;

export const CLUSTER_PUBLIC_URL = 'http://outings.test';

export interface AuthCluster {
  /** The replicas started so far; each is a process's worth of infrastructure plus the service. */
  replicas: RunningService[];
  /** The first replica's infrastructure: its database handle serves the specs' checks. */
  infrastructure: Infrastructure;
  /** Events that reached the observer queue through RabbitMQ, in arrival order. */
  received: EventEnvelope[];
  waitFor(what: string, check: () => boolean, timeoutMs?: number): Promise<void>;
  waitForEvent(match: (event: EventEnvelope) => boolean, timeoutMs?: number): Promise<EventEnvelope>;
  dispose(): Promise<void>;
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts `replicas` replicas together, as a deployment's pods would start. */
export async function startAuthCluster(env: NodeJS.ProcessEnv = {}, { replicas: replicaCount = 1 } = {}): Promise<AuthCluster> {
  const run = randomBytes(5).toString('hex');
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/outings_test_auth_${run}`;
  const exchange = `test.auth.${run}.events`;
  const queuePrefix = `test.auth.${run}`;
  const redisPrefix = `test:auth:${run}`;
  const s3Directory = await mkdtemp(path.join(os.tmpdir(), 'outings-auth-s3-'));
  const s3: LocalS3Server = await startLocalS3Server({ directory: s3Directory, logger });
  const clusterEnv: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '5',
    RABBITMQ_URL,
    REDIS_URL,
    EVENT_EXCHANGE: exchange,
    EVENT_QUEUE_PREFIX: queuePrefix,
    EVENT_RETRY_DELAYS_MS: String(RETRY_DELAY_MS),
    OUTBOX_POLL_MS: '200',
    PUBLIC_URL: CLUSTER_PUBLIC_URL,
    S3_ENDPOINT: `${s3.endpoint.useSSL ? 'https' : 'http'}://${s3.endpoint.endPoint}:${s3.endpoint.port}`,
    S3_ACCESS_KEY: s3.endpoint.accessKey,
    S3_SECRET_KEY: s3.endpoint.secretKey,
    AUTH_RATE_LIMIT_PREFIX: redisPrefix,
    ...env,
  };

  const infrastructures: Infrastructure[] = [];
  const replicas: RunningService[] = [];
  const received: EventEnvelope[] = [];
  const observerQueue = `${queuePrefix}.observer`;
  let observer: EventBus | undefined;

  async function startReplica(): Promise<RunningService> {
    const infrastructure = await createInfrastructure('cluster', clusterEnv, logger);
    infrastructures.push(infrastructure);
    const replica = await runService(authService, infrastructure, { port: 0, logger });
    replicas.push(replica);
    return replica;
  }

  async function dispose(): Promise<void> {
    for (const replica of replicas) await replica.stop();
    for (const infrastructure of infrastructures) await infrastructure.close();
    await observer?.close();
    const admin = await connect(RABBITMQ_URL);
    const channel = await admin.createChannel();
    for (const queue of [serviceQueueName(queuePrefix, 'auth'), observerQueue]) {
      for (const name of [queue, deadLetterQueueName(queue), retryQueueName(queue, RETRY_DELAY_MS)]) await channel.deleteQueue(name);
    }
    await channel.deleteExchange(exchange);
    await admin.close();
    const redis = new Redis(REDIS_URL);
    // SCAN, not KEYS: the Redis is shared with other test runs.
    for await (const keys of redis.scanStream({ match: `${redisPrefix}:*`, count: 100 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
    await dropPostgresDatabase(databaseUrl);
    await s3.close();
    await rm(s3Directory, { recursive: true, force: true });
  }

  try {
    // Listening before any replica starts: an event published to an exchange before a
    // queue is bound to it would be dropped.
    observer = await createRabbitBus({ url: RABBITMQ_URL, exchange, logger, retry: { delaysMs: [RETRY_DELAY_MS] }, connectionName: `auth-test-${run}` });
    await observer.subscribe({
      queue: observerQueue,
      types: [AccountRegistered.type, VerificationRequested.type, PasswordResetRequested.type],
      handler: async (event) => {
        received.push(event);
      },
    });
    // Created up front: replicas starting together then only migrate it (concurrent
    // CREATE DATABASE is not what this test is about).
    await createPostgresDatabaseIfMissing(databaseUrl);
    await Promise.all(Array.from({ length: replicaCount }, startReplica));
    const [first] = infrastructures;
    if (!first) throw new Error('no replica started');
    return {
      replicas,
      infrastructure: first,
      received,
      waitFor,
      async waitForEvent(match, timeoutMs) {
        await waitFor('an event from auth', () => received.some(match), timeoutMs);
        return received.find(match) as EventEnvelope;
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
