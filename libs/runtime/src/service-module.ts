// What a service hands the runtime. A service's `src/service.ts` exports one
// ServiceModule; the runtime migrates its schema, wires its subscriptions and jobs,
// starts its outbox relay and serves its express app, the same way whether it runs in
// its own process (`src/main.ts`) or inside the embedded single process.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { EventEnvelope, ServiceName } from '@outings/contracts';
import type { Database, Db } from '@outings/db';
import type { EventBus } from '@outings/bus';
import type { JobHandler, JobQueue } from '@outings/jobs';
import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';

export interface ServiceContext {
  name: ServiceName;
  logger: Logger;
  database: Database;
  /** Adds an event inside the caller's transaction; it is published after commit. */
  outbox: { add(tx: Db, event: EventEnvelope): Promise<void> };
  bus: EventBus;
  jobs: JobQueue;
  storage: ObjectStore;
  mailer: Mailer;
  /** Shared Redis in a cluster (rate limits across replicas); null when embedded. */
  redis: Redis | null;
  /** Origin users reach the app on: links in mails are built from it. */
  publicUrl: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Handles one event type. It runs inside a transaction together with the record of the
 * event's id, so a redelivered event changes nothing twice.
 */
export type EventHandlerFn = (event: EventEnvelope, tx: Db) => Promise<void>;

export interface RepeatingJob { queue: string; schedulerId: string; everyMs: number; data: unknown }

export interface ServiceInstance {
  app: Express;
  /** Event type → handler. Start-up refuses a type without a contract. */
  subscriptions?: Record<string, EventHandlerFn>;
  /** Queue name → handler. */
  jobs?: Record<string, JobHandler<never>>;
  repeatingJobs?: RepeatingJob[];
  close?(): Promise<void>;
}

export interface ServiceModule {
  name: ServiceName;
  /** Absolute path of the drizzle-kit output folder. */
  migrationsFolder: string;
  create(context: ServiceContext): Promise<ServiceInstance>;
}
