// What a service hands the runtime. A service's `src/service.ts` exports one
// ServiceModule; the runtime migrates its schema, wires its subscriptions and jobs,
// starts its outbox relay and serves its express app, the same way whether it runs in
// its own process (`src/main.ts`) or inside the embedded single process.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { EventEnvelope, ServiceName } from '@outings/contracts';
import type { Database, Db, Outbox } from '@outings/db';
import type { JobHandler, JobQueue } from '@outings/jobs';
import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';

/**
 * What a service gets to build itself. There is deliberately no event bus in it: events
 * leave only through the outbox, so none is lost between a commit and a publish.
 */
export interface ServiceContext {
  name: ServiceName;
  logger: Logger;
  database: Database;
  /**
   * Adds an event inside the caller's transaction; it is published after commit (at once
   * when the transaction ran through `database.transaction`, else on the relay's next poll).
   * An event without a correlationId gets the current request id.
   */
  outbox: Outbox;
  /** This service's own job queues: names never clash with another service's. */
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
  /** Event type → handler. Start-up refuses a type without a contract in `@outings/contracts`. */
  subscriptions?: Record<string, EventHandlerFn>;
  /** Queue name → handler. */
  jobs?: Record<string, JobHandler<never>>;
  /** Start-up refuses one whose queue has no handler in `jobs`. */
  repeatingJobs?: RepeatingJob[];
  close?(): Promise<void>;
}

export interface ServiceModule {
  name: ServiceName;
  /** Absolute path of the drizzle-kit output folder; null when it keeps no tables (it still gets an outbox and an inbox). */
  migrationsFolder: string | null;
  create(context: ServiceContext): Promise<ServiceInstance>;
}
