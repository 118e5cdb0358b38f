// Runs services the way `npm start` and `npm run start:cluster` do, for the specs of the
// services (imported as `@outings/runtime/testing`): `runService` on the runtime's own
// infrastructure. The cluster flavour is isolated for a machine shared with other runs:
// its own PostgreSQL database, exchange, queues, Redis key prefix, bucket and S3
// directory, all removed by dispose(). Services get TEST_INTERNAL_AUTH_SECRET: call them
// with `asGateway` (`@outings/service-kit/testing`). Every service's integration specs use it; none
// keeps a harness of its own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'amqplib';
import { asc, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { readEvent, type EventData, type EventDefinition, type EventEnvelope, type ServiceName } from '@outings/contracts';
import { deadLetterQueueName, retryQueueName } from '@outings/bus';
import { dropPostgresDatabase, messagingTables } from '@outings/db';
import { createBullJobQueue, type JobQueue } from '@outings/jobs';
import type { Mailer } from '@outings/mail';
import type { ObjectStore } from '@outings/storage';
import { startLocalS3Server } from '@outings/storage/local-s3-server';
import {
  createInfrastructure,
  runService,
  serviceQueueName,
  type Infrastructure,
  type RealtimeHub,
  type RunningService,
  type ServiceModule,
} from '@outings/runtime';
import { createLogger, type Logger } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';

export { useMovableClock, type MovableClock } from './movable-clock';

export const testLogger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

const RETRY_DELAYS_MS = [100, 200];
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export interface StartOptions {
  /**
   * Settings this start alone reads on top of the infrastructure's (a service reads its
   * own from its context's `env`): a restart with another setting, a bad one refused.
   */
  env?: NodeJS.ProcessEnv;
  /** Where the service logs; a spec that reads the log lines passes its own. */
  logger?: Logger;
}

/** The harness opens every service's needs: only Redis is absent, and only when embedded. */
export type TestInfrastructure = Infrastructure & {
  jobs: (service: ServiceName) => JobQueue;
  storage: ObjectStore;
  mailer: Mailer;
  /** Embedded: `connect` a recording gateway to see pushes. Cluster: a gateway on `redisKeyPrefix` receives them. */
  realtime: RealtimeHub;
};

function opened(infrastructure: Infrastructure): TestInfrastructure {
  const { jobs, storage, mailer, realtime } = infrastructure;
  if (!jobs || !storage || !mailer || !realtime) throw new Error('the test infrastructure was opened without every service need');
  return { ...infrastructure, jobs, storage, mailer, realtime };
}

export interface TestServices {
  infrastructure: TestInfrastructure;
  /**
   * Runs a service module on a free loopback port. Starting a module again runs one more
   * replica, or a restart once the first was stopped, on the same database.
   */
  start(module: ServiceModule, options?: StartOptions): Promise<RunningService>;
  /** True once `service` has handled the event (its inbox holds the id). */
  handled(service: string, eventId: string): Promise<boolean>;
  /** Collects every event of `types` published from now on, in a queue of the test's own. */
  capture(types: readonly string[]): Promise<EventEnvelope[]>;
  /** The events `service` wrote to its outbox so far, published or not, oldest first. */
  outbox(service: ServiceName): Promise<EventEnvelope[]>;
  /** Those of one type, their data checked against its contract. */
  published<E extends EventDefinition>(service: ServiceName, definition: E): Promise<Array<EventEnvelope<EventData<E>>>>;
  /**
   * Prefix for every Redis key a service under test writes (cluster); dispose() deletes
   * them. Realtime pushes go to `<prefix>:socket.io`: a gateway with REDIS_KEY_PREFIX
   * `<prefix>:` receives them.
   */
  redisKeyPrefix: string;
  dispose(): Promise<void>;
}

interface Isolation {
  run: string;
  infrastructure: TestInfrastructure;
  redisKeyPrefix: string;
  cleanUp(queues: readonly string[]): Promise<void>;
}

function harness({ run, infrastructure, redisKeyPrefix, cleanUp }: Isolation): TestServices {
  const running: RunningService[] = [];
  const queues: string[] = [];
  const captures: Array<{ cancel(): Promise<void> }> = [];
  const outbox = async (service: ServiceName) => {
    const table = messagingTables(service).outbox;
    const rows = await infrastructure.database.db.select({ payload: table.payload }).from(table).orderBy(asc(table.seq));
    return rows.map((row) => row.payload);
  };
  return {
    infrastructure,
    redisKeyPrefix,
    async start(module, { env, logger = testLogger.child({ name: module.name }) } = {}) {
      const startedOn = env ? { ...infrastructure, env: { ...infrastructure.env, ...env } } : infrastructure;
      const service = await runService(module, startedOn, { port: 0, logger });
      running.push(service);
      queues.push(serviceQueueName(infrastructure.eventQueuePrefix, module.name));
      return service;
    },
    async handled(service, eventId) {
      // Quoted: service schemas may hold a hyphen (`social-graph`).
      const { rows } = await infrastructure.database.db.execute(
        sql`select 1 from ${sql.identifier(service)}.processed_events where event_id = ${eventId}`,
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
    outbox,
    async published(service, definition) {
      return (await outbox(service))
        .filter((event) => event.type === definition.type)
        .map((event) => ({ ...event, data: readEvent(definition, event) }));
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
    { DATA_DIR: dataDir, EVENT_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','), INTERNAL_AUTH_SECRET: TEST_INTERNAL_AUTH_SECRET, ...env },
    testLogger,
  );
  const run = randomBytes(5).toString('hex');
  // Embedded services have no Redis: the prefix is never written.
  return harness({
    run,
    infrastructure: opened(infrastructure),
    redisKeyPrefix: `outings-test-${run}`,
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  });
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
  const redisKeyPrefix = `outings-test-${run}`;
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
      REDIS_KEY_PREFIX: `${redisKeyPrefix}:`,
      S3_ENDPOINT: `http://${s3.endpoint.endPoint}:${s3.endpoint.port}`,
      S3_ACCESS_KEY: s3.endpoint.accessKey,
      S3_SECRET_KEY: s3.endpoint.secretKey,
      S3_BUCKET: `test-${run}`,
      INTERNAL_AUTH_SECRET: TEST_INTERNAL_AUTH_SECRET,
      ...env,
    },
    testLogger,
  );
  // The runtime's BullMQ prefix is the same for every run; this run's jobs stay its own.
  const infrastructure: TestInfrastructure = {
    ...opened(cluster),
    jobs: (service) => createBullJobQueue({ redisUrl: REDIS_URL, prefix: `${redisKeyPrefix}:${service}`, logger: testLogger }),
  };
  return harness({
    run,
    infrastructure,
    redisKeyPrefix,
    async cleanUp(queues) {
      await s3.close();
      await rm(s3Dir, { recursive: true, force: true });
      await deleteRabbitTopology(exchange, queues);
      await deleteRedisKeys(redisKeyPrefix);
      await dropPostgresDatabase(databaseUrl);
    },
  });
}
