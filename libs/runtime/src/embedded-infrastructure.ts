// Everything in one process: PGlite under DATA_DIR/pg, the in-memory bus, and for the
// needs of the services it hosts: in-process jobs, a local S3-compatible server under
// DATA_DIR/s3 (unless S3_ENDPOINT points to one), mail over SMTP when SMTP_URL is set,
// else printed to the terminal, and realtime pushes handed to the gateway in this process.
// No Redis: services that declare it fall back to memory.
import path from 'node:path';
import type { Logger } from 'pino';
import type { ServiceNeeds } from '@outings/contracts';
import { createMemoryBus } from '@outings/bus';
import { createPgliteDatabase } from '@outings/db';
import { createInProcessJobQueue } from '@outings/jobs';
import { createMailer } from '@outings/mail';
import { createS3ObjectStore, type ObjectStore } from '@outings/storage';
import { Closers } from './closers';
import { createInProcessRealtime } from './realtime/in-process-realtime';
import type { Infrastructure } from './infrastructure';
import { readEmbeddedConfig } from './runtime-config';
import { s3EndpointFromUrl } from './s3-endpoint';

/**
 * The embedded mode's own S3 server, loaded here and only when it is started: it runs
 * s3rver, a development dependency that a production image (cluster mode) does not install.
 */
async function startEmbeddedS3Server(directory: string, logger: Logger, closers: Closers) {
  const { startLocalS3Server } = await import('@outings/storage/local-s3-server');
  return closers.add(await startLocalS3Server({ directory, logger }), (started) => started.close());
}

export async function createEmbeddedInfrastructure(env: NodeJS.ProcessEnv, logger: Logger, needs: ServiceNeeds): Promise<Infrastructure> {
  const config = readEmbeddedConfig(env);
  const closers = new Closers(logger);
  return closers.openAll(async () => {
    const database = closers.add(
      await createPgliteDatabase({ dataDir: path.resolve(config.DATA_DIR, 'pg'), logger }),
      (opened) => opened.close(),
    );
    const bus = closers.add(createMemoryBus({ logger, retry: { delaysMs: config.EVENT_RETRY_DELAYS_MS } }), (opened) => opened.close());
    const mailer = needs.mailer
      ? closers.add(
          createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, production: config.NODE_ENV === 'production' }),
          (opened) => opened.close(),
        )
      : null;
    let storage: ObjectStore | null = null;
    if (needs.storage) {
      const endpoint = config.S3_ENDPOINT
        ? s3EndpointFromUrl(config.S3_ENDPOINT, config.S3_ACCESS_KEY ?? '', config.S3_SECRET_KEY ?? '', config.S3_REGION)
        : (await startEmbeddedS3Server(path.resolve(config.DATA_DIR, 's3'), logger, closers)).endpoint;
      storage = createS3ObjectStore({ ...endpoint, bucket: config.S3_BUCKET, logger });
    }
    return {
      mode: 'embedded',
      publicUrl: config.PUBLIC_URL,
      internalAuthSecret: config.INTERNAL_AUTH_SECRET,
      env,
      outboxPollMs: config.OUTBOX_POLL_MS,
      eventQueuePrefix: config.EVENT_QUEUE_PREFIX,
      database,
      bus,
      jobs: needs.jobs ? () => createInProcessJobQueue({ logger }) : null,
      storage,
      mailer,
      redis: null,
      realtime: needs.realtime ? createInProcessRealtime() : null,
      close: () => closers.closeAll(),
    };
  });
}
