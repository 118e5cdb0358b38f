// What a service hands the runtime. A service's `src/service.ts` exports one
// ServiceModule; the runtime migrates its schema, wires its subscriptions and jobs,
// starts its outbox relay and serves its express app, the same way whether it runs in
// its own process (`src/main.ts`) or inside the embedded single process.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { ManifestOf, ServiceName } from '@outings/contracts';
import type { Database, Db, Outbox } from '@outings/db';
import type { JobHandler, JobQueue } from '@outings/jobs';
import type { ObjectStore } from '@outings/storage';
import type { Mailer } from '@outings/mail';
import type { EventSubscription } from './event-subscription';
import type { RealtimePush } from './realtime/realtime-port';

/** Everything the infrastructure can lend a service; each gets only what its manifest's `needs` names. */
export interface ServiceCapabilities {
  /** This service's own job queues: names never clash with another service's. */
  jobs: JobQueue;
  storage: ObjectStore;
  mailer: Mailer;
  /** Shared Redis in a cluster (rate limits across replicas); null when embedded. */
  redis: Redis | null;
  /** Pushes to a user's sockets once the caller's transaction commits. */
  realtime: RealtimePush;
}

/** The capabilities service `Name` declared: using one it did not declare is a type error. */
export type DeclaredCapabilities<Name extends ServiceName> = Pick<ServiceCapabilities, keyof ManifestOf<Name>['needs'] & keyof ServiceCapabilities>;

/**
 * What a service gets to build itself. There is deliberately no event bus in it: events
 * leave only through the outbox, so none is lost between a commit and a publish.
 * Distributes over a union of names: with none given, only what every service gets.
 */
export type ServiceContext<Name extends ServiceName = ServiceName> = Name extends ServiceName
  ? {
      name: Name;
      logger: Logger;
      database: Database;
      /**
       * Adds an event inside the caller's transaction; it is published after commit (at once
       * when the transaction ran through `database.transaction`, else on the relay's next poll).
       * An event without a correlationId gets the current request id.
       */
      outbox: Outbox;
      /**
       * Runs `task` once `tx` commits (at once for the root handle), never if it rolls back:
       * work that cannot join the transaction, such as queueing a job about what it stored.
       */
      afterCommit(tx: Db, task: () => void): void;
      /** Origin users reach the app on: links in mails are built from it. */
      publicUrl: string;
      /** The settings its manifest declares, and no other variable. */
      env: Readonly<Partial<Record<ManifestOf<Name>['settings'][number], string>>>;
    } & DeclaredCapabilities<Name>
  : never;

export interface RepeatingJob { queue: string; schedulerId: string; everyMs: number; data: unknown }

export interface ServiceInstance {
  app: Express;
  /**
   * One `on(Definition, handler)` per consumed event type. Start-up refuses a type without
   * a contract in `@outings/contracts`, and a type listed twice.
   */
  subscriptions?: readonly EventSubscription[];
  /** Queue name → handler. */
  jobs?: Record<string, JobHandler<never>>;
  /** Start-up refuses one whose queue has no handler in `jobs`. */
  repeatingJobs?: RepeatingJob[];
  close?(): Promise<void>;
}

/** `ServiceModule<'media'>`: its context is typed by media's manifest. */
export interface ServiceModule<Name extends ServiceName = ServiceName> {
  name: Name;
  /** Absolute path of the drizzle-kit output folder; null when it keeps no tables (it still gets an outbox and an inbox). */
  migrationsFolder: string | null;
  create(context: ServiceContext<Name>): Promise<ServiceInstance>;
}
