// Each service its own process against shared servers: PostgreSQL (the database is
// created when missing) and RabbitMQ always; Redis, BullMQ, S3 (MinIO), SMTP and realtime
// pushes (through Redis) only when a service of the process declares them.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServiceNeeds } from '@outings/contracts';
import { createRabbitBus } from '@outings/bus';
import { createPostgresDatabase, createPostgresDatabaseIfMissing } from '@outings/db';
import { createBullJobQueue } from '@outings/jobs';
import { createMailer } from '@outings/mail';
import { createS3ObjectStore } from '@outings/storage';
import { Closers } from './closers';
import { createRedisRealtime } from './realtime/redis-emitter';
import type { Infrastructure } from './infrastructure';
import { readClusterConfig } from './runtime-config';
import { s3EndpointFromUrl } from './s3-endpoint';

export async function createClusterInfrastructure(env: NodeJS.ProcessEnv, logger: Logger, needs: ServiceNeeds): Promise<Infrastructure> {
  const config = readClusterConfig(env, needs);
  const closers = new Closers(logger);
  return closers.openAll(async () => {
    if (await createPostgresDatabaseIfMissing(config.DATABASE_URL)) logger.info('PostgreSQL database created');
    const database = closers.add(
      createPostgresDatabase({ url: config.DATABASE_URL, max: config.DATABASE_POOL_MAX, logger }),
      (opened) => opened.close(),
    );
    await database.ping();
    const bus = closers.add(
      await createRabbitBus({
        url: config.RABBITMQ_URL,
        exchange: config.EVENT_EXCHANGE,
        logger,
        retry: { delaysMs: config.EVENT_RETRY_DELAYS_MS },
        connectionName: String(logger.bindings().name ?? 'outings'),
      }),
      (opened) => opened.close(),
    );
    let redis: Redis | null = null;
    if (needs.redis || needs.realtime) {
      redis = closers.add(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }), (client) => client.quit());
      // Without a listener an unreachable Redis would crash the process; ioredis reconnects.
      redis.on('error', (error) => logger.warn({ err: error }, 'Redis connection error'));
    }
    const mailer = needs.mailer
      ? closers.add(
          createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, production: config.NODE_ENV === 'production' }),
          (opened) => opened.close(),
        )
      : null;
    // The refinement for `needs.storage` made S3_ENDPOINT present.
    const storage =
      needs.storage && config.S3_ENDPOINT
        ? createS3ObjectStore({
            ...s3EndpointFromUrl(config.S3_ENDPOINT, config.S3_ACCESS_KEY ?? '', config.S3_SECRET_KEY ?? '', config.S3_REGION),
            bucket: config.S3_BUCKET,
            logger,
          })
        : null;
    return {
      mode: 'cluster',
      publicUrl: config.PUBLIC_URL,
      internalAuthSecret: config.INTERNAL_AUTH_SECRET,
      env,
      outboxPollMs: config.OUTBOX_POLL_MS,
      eventQueuePrefix: config.EVENT_QUEUE_PREFIX,
      database,
      bus,
      // One BullMQ namespace per service, so two services' queues of the same name stay apart.
      jobs: needs.jobs
        ? (service) => createBullJobQueue({ redisUrl: config.REDIS_URL, prefix: `${config.JOBS_PREFIX}:${service}`, logger })
        : null,
      storage,
      mailer,
      redis: needs.redis ? redis : null,
      realtime: needs.realtime && redis ? createRedisRealtime(redis, config.REDIS_KEY_PREFIX, logger) : null,
      close: () => closers.closeAll(),
    };
  });
}
