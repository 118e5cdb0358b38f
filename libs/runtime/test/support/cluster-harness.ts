// A cluster-mode infrastructure per service for the loss test: PostgreSQL in a throw-away
// database, RabbitMQ reached through a TCP proxy the test can break, names unique to the
// run. Storage is not used by the test services.
import { randomBytes } from 'node:crypto';
import { connect } from 'amqplib';
import type { ServiceName } from '@outings/contracts';
import { createPostgresDatabase, createPostgresDatabaseIfMissing, dropPostgresDatabase, type Database } from '@outings/db';
import { createRabbitBus, deadLetterQueueName, retryQueueName, type EventBus } from '@outings/bus';
import { createInProcessJobQueue } from '@outings/jobs';
import { createMailer } from '@outings/mail';
import type { ObjectStore } from '@outings/storage';
import type { Infrastructure } from '@outings/runtime';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { startTcpProxy, type TcpProxy } from '../../../bus/test/support/tcp-proxy';
import { logger } from './logger';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const RETRY_DELAYS_MS = [100, 200];

const unusedStorage: ObjectStore = {
  put: () => Promise.reject(new Error('object storage is not used by the test services')),
  get: () => Promise.reject(new Error('object storage is not used by the test services')),
  remove: () => Promise.reject(new Error('object storage is not used by the test services')),
  ping: () => Promise.resolve(),
};

export interface ServiceInfrastructure {
  infrastructure: Infrastructure;
  /** Between this service's bus and RabbitMQ. */
  proxy: TcpProxy;
  database: Database;
}

export interface ClusterHarness {
  queuePrefix: string;
  /** The run's throw-away database and exchange, for a process of the test's own (the relay-kill test's relay). */
  databaseUrl: string;
  exchange: string;
  /** One process's worth of infrastructure; `wrapBus` may decorate its bus. */
  forService(service: ServiceName, wrapBus?: (bus: EventBus) => EventBus): Promise<ServiceInfrastructure>;
  /** Messages left in a service's dead-letter queue. */
  deadLetterCount(service: ServiceName): Promise<number>;
  dispose(): Promise<void>;
}

export async function createClusterHarness(): Promise<ClusterHarness> {
  const run = randomBytes(5).toString('hex');
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/outings_test_runtime_${run}`;
  const exchange = `test.${run}.events`;
  const queuePrefix = `test.${run}`;
  await createPostgresDatabaseIfMissing(databaseUrl);
  const admin = await connect(RABBITMQ_URL);
  const channel = await admin.createChannel();
  const opened: ServiceInfrastructure[] = [];
  const services: ServiceName[] = [];

  return {
    queuePrefix,
    databaseUrl,
    exchange,
    async forService(service, wrapBus = (bus) => bus) {
      const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5672 });
      const database = createPostgresDatabase({ url: databaseUrl, logger, max: 5 });
      const rawBus = await createRabbitBus({
        url: `amqp://guest:guest@127.0.0.1:${proxy.port}`,
        exchange,
        logger,
        retry: { delaysMs: RETRY_DELAYS_MS },
        connectionName: `runtime-test-${run}-${service}`,
      });
      const infrastructure: Infrastructure = {
        mode: 'cluster',
        publicUrl: 'http://localhost:8080',
        internalAuthSecret: TEST_INTERNAL_AUTH_SECRET,
        env: {},
        outboxPollMs: 200,
        eventQueuePrefix: queuePrefix,
        database,
        bus: wrapBus(rawBus),
        jobs: () => createInProcessJobQueue({ logger }),
        storage: unusedStorage,
        mailer: createMailer({ from: 'test@outings.local', logger }),
        redis: null,
        realtime: null,
        async close() {
          await rawBus.close();
          await database.close();
          await proxy.close();
        },
      };
      const created = { infrastructure, proxy, database };
      opened.push(created);
      services.push(service);
      return created;
    },
    async deadLetterCount(service) {
      return (await channel.checkQueue(deadLetterQueueName(`${queuePrefix}.${service}`))).messageCount;
    },
    async dispose() {
      for (const { infrastructure } of opened) await infrastructure.close();
      for (const service of services) {
        const queue = `${queuePrefix}.${service}`;
        for (const name of [queue, deadLetterQueueName(queue), ...RETRY_DELAYS_MS.map((ms) => retryQueueName(queue, ms))]) {
          await channel.deleteQueue(name);
        }
      }
      await channel.deleteExchange(exchange);
      await admin.close();
      await dropPostgresDatabase(databaseUrl);
    },
  };
}
