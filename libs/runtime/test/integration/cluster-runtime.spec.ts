// The runtime on the cluster infrastructure, built from the environment the way
// `runServiceProcess` builds it: PostgreSQL (the database created on first start),
// RabbitMQ, Redis and S3 (a local S3-compatible server standing in for MinIO). Every
// name is unique to the run, since these servers are shared.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'amqplib';
import { deadLetterQueueName, retryQueueName } from '@outings/bus';
import { dropPostgresDatabase } from '@outings/db';
import { startLocalS3Server, type LocalS3Server } from '@outings/storage/local-s3-server';
import { createInfrastructure, runService, type Infrastructure, type RunningService } from '@outings/runtime';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { waitFor } from '@outings/test-support';
import { logger } from '../support/logger';
import { appliedCounts, consumerModule, producerModule, type ProducerHandle } from '../support/test-modules';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe('runtime on the cluster infrastructure', () => {
  const run = randomBytes(5).toString('hex');
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/outings_test_runtime_cluster_${run}`;
  const exchange = `test.${run}.events`;
  const queuePrefix = `test.${run}`;
  let s3Dir: string;
  let s3: LocalS3Server;
  let infrastructure: Infrastructure;
  const running: RunningService[] = [];

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'outings-runtime-s3-'));
    s3 = await startLocalS3Server({ directory: s3Dir, logger });
    infrastructure = await createInfrastructure(
      'cluster',
      {
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: '4',
        EVENT_EXCHANGE: exchange,
        EVENT_QUEUE_PREFIX: queuePrefix,
        EVENT_RETRY_DELAYS_MS: '100',
        JOBS_PREFIX: `outings-test-${run}`,
        OUTBOX_POLL_MS: '60000',
        INTERNAL_AUTH_SECRET: TEST_INTERNAL_AUTH_SECRET,
        S3_ENDPOINT: `http://${s3.endpoint.endPoint}:${s3.endpoint.port}`,
        S3_ACCESS_KEY: s3.endpoint.accessKey,
        S3_SECRET_KEY: s3.endpoint.secretKey,
        S3_BUCKET: `test-${run}`,
      },
      logger,
    );
  });

  afterAll(async () => {
    for (const service of running.splice(0)) await service.stop();
    await infrastructure.close();
    const admin = await connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await admin.createChannel();
    const queue = `${queuePrefix}.profile`;
    for (const name of [queue, deadLetterQueueName(queue), retryQueueName(queue, 100)]) await channel.deleteQueue(name);
    await channel.deleteExchange(exchange);
    await admin.close();
    await dropPostgresDatabase(databaseUrl);
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('connects every server, creating the database it was pointed at', async () => {
    await infrastructure.database.ping();
    expect(infrastructure.bus.isReady()).toBe(true);
    expect(await infrastructure.redis?.ping()).toBe('PONG');
    // Opened for every service's needs, storage included.
    expect(infrastructure.storage).not.toBeNull();
    await infrastructure.storage?.ping();
  });

  it("delivers an event committed by one service to another's durable queue, applied once", async () => {
    const producer: Partial<ProducerHandle> = {};
    running.push(await runService(producerModule('auth', producer), infrastructure, { port: 0, logger }));
    running.push(await runService(consumerModule('profile'), infrastructure, { port: 0, logger }));
    await (producer.produce as ProducerHandle['produce'])(42);
    // Relays poll once a minute here: arriving now means the commit woke the relay.
    await waitFor('the event applied', async () => (await appliedCounts(infrastructure.database.db, 'profile')).rows === 1, 5_000);
    expect(await appliedCounts(infrastructure.database.db, 'profile')).toEqual({ rows: 1, distinct: 1 });
  });
});
