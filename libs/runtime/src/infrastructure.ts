// The infrastructure a service runs on, built once per process for a mode and for the
// needs of the services it hosts: what no hosted service declares is not opened. Services
// see only ports; which adapter stands behind each is decided here and nowhere else.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ServiceName, ServiceNeeds } from '@outings/contracts';
import type { Database } from '@outings/db';
import type { EventBus } from '@outings/bus';
import type { JobQueue } from '@outings/jobs';
import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';
import { createClusterInfrastructure } from './cluster-infrastructure';
import { createEmbeddedInfrastructure } from './embedded-infrastructure';
import { everyServiceNeeds } from './service-needs';
import type { RealtimeHub } from './realtime/realtime-port';

export type RunMode = 'embedded' | 'cluster';

export interface Infrastructure {
  readonly mode: RunMode;
  /** Origin users reach the app on. */
  readonly publicUrl: string;
  /** INTERNAL_AUTH_SECRET: services answer only calls signed with it (the gateway's). */
  readonly internalAuthSecret: string;
  /** The environment the infrastructure was built from; services validate their own settings in it. */
  readonly env: NodeJS.ProcessEnv;
  /** How often relays poll; they are also woken after each commit that added events. */
  readonly outboxPollMs: number;
  /** Each service consumes the durable queue `<prefix>.<service>`. */
  readonly eventQueuePrefix: string;
  /** The process's database; each service works in its own schema of it. */
  readonly database: Database;
  readonly bus: EventBus;
  /** A job queue of the service's own (created per call, closed by its caller); null when no hosted service needs jobs. */
  readonly jobs: ((service: ServiceName) => JobQueue) | null;
  /** Null when no hosted service needs storage. */
  readonly storage: ObjectStore | null;
  /** Null when no hosted service needs a mailer. */
  readonly mailer: Mailer | null;
  /** Shared Redis in a cluster when a hosted service needs it; always null when embedded. */
  readonly redis: Redis | null;
  /** Pushes to users' sockets (Redis in a cluster, in process when embedded); null when no hosted service needs it. */
  readonly realtime: RealtimeHub | null;
  /** Closes everything the infrastructure opened, once the services have stopped. */
  close(): Promise<void>;
}

/** `needs`: of the services the process hosts (`needsOf`); every service's by default. */
export function createInfrastructure(
  mode: RunMode,
  env: NodeJS.ProcessEnv,
  logger: Logger,
  needs: ServiceNeeds = everyServiceNeeds(),
): Promise<Infrastructure> {
  return mode === 'embedded' ? createEmbeddedInfrastructure(env, logger, needs) : createClusterInfrastructure(env, logger, needs);
}
