// Runs one ServiceModule on an infrastructure, identically in both modes: migrate its
// schema, build its context, create it, wire its subscriptions and jobs, start its outbox
// relay, listen behind the gateway-signature check. `stop()` undoes it in the order that loses nothing.
import type { Logger } from 'pino';
import express, { type Express } from 'express';
import { purgeProcessedEvents, startOutboxRelay, type OutboxRelay } from '@outings/db';
import type { SubscriptionHandle } from '@outings/bus';
import type { JobQueue } from '@outings/jobs';
import { listen, requireGatewaySignature, type RunningServer } from '@outings/service-kit';
import { createEventDispatcher } from './event-dispatcher';
import type { Infrastructure } from './infrastructure';
import { createServiceDatabase } from './service-database';
import { createServiceTelemetry } from './service-telemetry';
import { declaredCapabilities, declaredSettings } from './service-needs';
import type { ServiceContext, ServiceInstance, ServiceModule } from './service-module';

export interface RunServiceOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  logger: Logger;
}

export interface RunningService {
  name: string;
  url: string;
  port: number;
  /** The HTTP app it serves (tests list its routes). */
  app: Express;
  /** Stops taking requests and events, publishes what is left in the outbox, closes the service. */
  stop(): Promise<void>;
}

/** The service's durable queue; its retry and dead-letter queues derive from it. */
export const serviceQueueName = (prefix: string, service: string) => `${prefix}.${service}`;

/** Handled event ids are kept this long: far beyond any redelivery (bus plus outbox retries). */
const INBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;
const INBOX_PURGE_EVERY_MS = 60 * 60_000;

async function registerJobs(service: string, instance: ServiceInstance, jobs: JobQueue | undefined): Promise<void> {
  const handlers = instance.jobs ?? {};
  if (!jobs) {
    if (Object.keys(handlers).length > 0 || (instance.repeatingJobs ?? []).length > 0) {
      throw new Error(`${service} handles jobs without declaring \`jobs\` in its manifest's needs`);
    }
    return;
  }
  const orphans = (instance.repeatingJobs ?? []).filter((job) => !(job.queue in handlers));
  if (orphans.length > 0) {
    throw new Error(`${service} repeats jobs on queues without a handler: ${orphans.map((job) => job.queue).join(', ')}`);
  }
  for (const [queue, handler] of Object.entries(handlers)) await jobs.process(queue, handler);
  for (const job of instance.repeatingJobs ?? []) await jobs.repeat(job.queue, job.schedulerId, job.everyMs, job.data);
}

/**
 * The service's app behind the gateway-signature check: whatever its routes, a call
 * reaches them only with the gateway's signature (the probes and the API document aside).
 */
function onlyGatewaySigned(app: Express, secret: string, logger: Logger): Express {
  const guarded = express();
  guarded.disable('x-powered-by');
  guarded.use(requireGatewaySignature({ secret, logger }));
  guarded.use(app);
  return guarded;
}

export async function runService(module: ServiceModule, infrastructure: Infrastructure, options: RunServiceOptions): Promise<RunningService> {
  const { name } = module;
  const schema = name;
  const logger = options.logger;
  await infrastructure.database.migrate({ schema, migrationsFolder: module.migrationsFolder });
  // Commits can happen during create() (e.g. seeding); the relay's first pass takes them.
  let relay: OutboxRelay | undefined;
  const { database, outbox, afterCommit } = createServiceDatabase(infrastructure.database, schema, () => relay?.wake());
  // Only what its manifest declares; a declared one this process lacks stops the start here.
  const capabilities = declaredCapabilities(name, infrastructure, { afterCommit, logger });
  const jobs = capabilities.jobs;
  const telemetry = createServiceTelemetry({ service: name, database, schema, jobs });
  let instance: ServiceInstance | undefined;
  let subscription: SubscriptionHandle | undefined;
  let inboxPurge: NodeJS.Timeout | undefined;
  let server: RunningServer | undefined;

  // Also undoes a start-up that failed half-way, whatever it had started.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // No new requests, then no new events: whatever they wrote to the outbox is
      // published by the relay's last pass before it stops.
      await server?.close();
      await subscription?.cancel();
      await jobs?.close();
      clearInterval(inboxPurge);
      await relay?.stop();
      await instance?.close?.();
    })());

  try {
    // The one place the context's type is taken on trust: `declaredCapabilities` built
    // exactly what the module's manifest declares, which is what its type asks for.
    const context = {
      name,
      logger,
      database,
      outbox,
      afterCommit,
      publicUrl: infrastructure.publicUrl,
      env: declaredSettings(name, infrastructure.env),
      ...capabilities,
    } as ServiceContext;
    instance = await module.create(context);
    const subscriptions = instance.subscriptions ?? [];
    const handler = telemetry.observeConsumption(createEventDispatcher({ service: name, schema, subscriptions, database, logger }));
    await registerJobs(name, instance, jobs);
    if (subscriptions.length > 0) {
      const types = subscriptions.map(({ definition }) => definition.type);
      subscription = await infrastructure.bus.subscribe({ queue: serviceQueueName(infrastructure.eventQueuePrefix, name), types, handler, observer: telemetry.deliveryObserver });
    }
    relay = startOutboxRelay({ database, schema, bus: infrastructure.bus, logger, intervalMs: infrastructure.outboxPollMs, instrumentPublish: telemetry.instrumentPublish });
    inboxPurge = setInterval(() => {
      purgeProcessedEvents(database, schema, INBOX_RETENTION_MS).catch((error: unknown) => logger.warn({ err: error }, 'inbox purge failed'));
    }, INBOX_PURGE_EVERY_MS);
    inboxPurge.unref();
    server = await listen(telemetry.serve(onlyGatewaySigned(instance.app, infrastructure.internalAuthSecret, logger)), options.port, options.host ?? '127.0.0.1');
  } catch (error) {
    await stop().catch((stopError: unknown) => logger.error({ err: stopError }, 'could not undo a failed start-up'));
    throw error;
  }
  return { name, url: server.url, port: server.port, app: instance.app, stop };
}
