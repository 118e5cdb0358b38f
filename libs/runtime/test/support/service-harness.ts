// Runs services the way `npm start` and `npm run start:cluster` do, for the specs of the
// services (imported as `@outings/runtime/testing`): `runService` on the runtime's own
// infrastructure. The cluster flavour is isolated for a machine shared with other runs:
// its own PostgreSQL database, exchange, queues, BullMQ prefix, bucket and S3 directory,
// all removed by dispose().
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'amqplib';
import { Redis } from 'ioredis';
import type { EventEnvelope } from '@outings/contracts';
import { deadLetterQueueName, retryQueueName } from '@outings/bus';
import { dropPostgresDatabase } from '@outings/db';
import { createBullJobQueue } from '@outings/jobs';
import { startLocalS3Server } from '@outings/storage';
import {
  createInfrastructure,
  runService,
  serviceQueueName,
  type Infrastructure,
  type RunningService,
  type ServiceModule,
} from '@outings/runtime';
import { createLogger } from '@outings/service-kit';

export const testLogger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

const RETRY_DELAYS_MS = [100, 200];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export interface TestServices {
  infrastructure: Infrastructure;
  /** Runs a service module on a free loopback port. */
  start(module: ServiceModule): Promise<RunningService>;
  /** True once `service` has handled the event (its inbox holds the id). */
  handled(service: string, eventId: string): Promise<boolean>;
  /** Collects every event of `types` published from now on, in a queue of the test's own. */
  capture(types: readonly string[]): Promise<EventEnvelope[]>;
  dispose(): Promise<void>;
}

interface Isolation {
  run: string;
  infrastructure: Infrastructure;
  cleanUp(queues: readonly string[]): Promise<void>;
}

function harness({ run, infrastructure, cleanUp }: Isolation): TestServices {
  const running: RunningService[] = [];
  const queues: string[] = [];
  const captures: Array<{ cancel(): Promise<void> }> = [];
  return {
    infrastructure,
    async start(module) {
      const service = await runService(module, infrastructure, { port: 0, logger: testLogger.child({ name: module.name }) });
      running.push(service);
      queues.push(serviceQueueName(infrastructure.eventQueuePrefix, module.name));
      return service;
    },
    async handled(service, eventId) {
      const { rows } = await infrastructure.database.db.execute(
        `select 1 from ${service}.processed_events where event_id = '${eventId.replace(/[^0-9a-f-]/g, '')}'`,
      );
      return rows.length > 0;
    },
    async capture(types) {
      const received: EventEnvelope[] = [];
      const queue = `test.${run}.capture-${captures.length}`;
      captures.push(await infrastructure.bus.subscribe({ queue, types, handler: async (event) => void received.push(event) }));
      queues.push(queue);
      return received;
    },
    async dispose() {
      for (const service of running.splice(0)) await service.stop();
      for (const capture of captures.splice(0)) await capture.cancel();
      await infrastructure.close();
      await cleanUp(queues);
    },
  };
}

/** The embedded infrastructure (PGlite, memory bus, in-process jobs, local S3) in a temporary directory. */
export async function embeddedTestServices(env: NodeJS.ProcessEnv = {}): Promise<TestServices> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'outings-service-test-'));
  const infrastructure = await createInfrastructure(
    'embedded',
    { DATA_DIR: dataDir, EVENT_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','), ...env },
    testLogger,
  );
  const run = randomBytes(5).toString('hex');
  return harness({ run, infrastructure, cleanUp: () => rm(dataDir, { recursive: true, force: true }) });
}

/** Deletes every Redis key under `prefix`: Redis is shared with other runs. */
async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

async function deleteRabbitTopology(exchange: string, queues: readonly string[]): Promise<void> {
  const connection = await connect(RABBITMQ_URL);
  try {
    const channel = await connection.createChannel();
    for (const queue of queues) {
      for (const name of [queue, deadLetterQueueName(queue), ...RETRY_DELAYS_MS.map((ms) => retryQueueName(queue, ms))]) {
        await channel.deleteQueue(name);
      }
    }
    await channel.deleteExchange(exchange);
  } finally {
    await connection.close();
  }
}

/**
 * The cluster infrastructure on the local PostgreSQL, RabbitMQ and Redis, with a local
 * S3-compatible server standing in for MinIO. `part` names the throw-away database.
 */
export async function clusterTestServices(part: string, env: NodeJS.ProcessEnv = {}): Promise<TestServices> {
  const run = randomBytes(5).toString('hex');
  const s3Dir = await mkdtemp(path.join(os.tmpdir(), 'outings-service-test-s3-'));
  const s3 = await startLocalS3Server({ directory: s3Dir, logger: testLogger });
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/outings_test_${part}_${run}`;
  const exchange = `test.${run}.events`;
  const jobsPrefix = `outings-test-${run}`;
  const cluster = await createInfrastructure(
    'cluster',
    {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '5',
      RABBITMQ_URL,
      EVENT_EXCHANGE: exchange,
      EVENT_QUEUE_PREFIX: `test.${run}`,
      EVENT_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
      OUTBOX_POLL_MS: '200',
      REDIS_URL,
      S3_ENDPOINT: `http://${s3.endpoint.endPoint}:${s3.endpoint.port}`,
      S3_ACCESS_KEY: s3.endpoint.accessKey,
      S3_SECRET_KEY: s3.endpoint.secretKey,
      S3_BUCKET: `test-${run}`,
      ...env,
    },
    testLogger,
  );
  // The runtime's BullMQ prefix is the same for every run; this run's jobs stay its own.
  const infrastructure: Infrastructure = {
    ...cluster,
    jobs: (service) => createBullJobQueue({ redisUrl: REDIS_URL, prefix: `${jobsPrefix}:${service}`, logger: testLogger }),
  };
  return harness({
    run,
    infrastructure,
    async cleanUp(queues) {
      await s3.close();
      await rm(s3Dir, { recursive: true, force: true });
      await deleteRabbitTopology(exchange, queues);
      await deleteRedisKeys(jobsPrefix);
      await dropPostgresDatabase(databaseUrl);
    },
  });
}

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
