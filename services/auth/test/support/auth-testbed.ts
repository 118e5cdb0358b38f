// The auth service created the way the runtime creates it, on an in-memory PGlite, for
// route specs with supertest. No relay runs: the events a request caused stay in the
// outbox table, where the specs read them.
import { asc } from 'drizzle-orm';
import type { Express } from 'express';
import { readEvent, type EventData, type EventDefinition, type EventEnvelope } from '@outings/contracts';
import { createOutbox, createPgliteDatabase, messagingTables, type Database } from '@outings/db';
import { createInProcessJobQueue } from '@outings/jobs';
import { createMailer } from '@outings/mail';
import type { ObjectStore } from '@outings/storage';
import type { ServiceInstance } from '@outings/runtime';
import { createLogger, type Logger } from '@outings/service-kit';
import { authService } from '../../src/service';

export const TEST_PUBLIC_URL = 'http://outings.test';

const testLogger = createLogger('auth', process.env.TEST_LOG_LEVEL ?? 'silent');

/** The auth service keeps no objects: any use of storage is a bug the spec should see. */
const noStorage: ObjectStore = {
  put: () => Promise.reject(new Error('the auth service does not use object storage')),
  get: () => Promise.reject(new Error('the auth service does not use object storage')),
  remove: () => Promise.reject(new Error('the auth service does not use object storage')),
  ping: () => Promise.resolve(),
};

export interface AuthTestbed {
  app: Express;
  instance: ServiceInstance;
  database: Database;
  /** Events written to the auth outbox so far, oldest first. */
  events(): Promise<EventEnvelope[]>;
  /** Those of one type, their data checked against its contract. */
  published<E extends EventDefinition>(definition: E): Promise<Array<EventEnvelope<EventData<E>>>>;
  close(): Promise<void>;
}

export interface TestbedOptions {
  env?: NodeJS.ProcessEnv;
  /** Another testbed's database, to start the service again on the same data; it stays open. */
  database?: Database;
  /** Where the service logs; a spec that checks the log lines passes its own. */
  logger?: Logger;
}

export async function startAuthTestbed({ env = {}, database: shared, logger = testLogger }: TestbedOptions = {}): Promise<AuthTestbed> {
  const database = shared ?? (await createPgliteDatabase({ dataDir: 'memory', logger }));
  await database.migrate({ schema: 'auth', migrationsFolder: authService.migrationsFolder });
  const jobs = createInProcessJobQueue({ logger });
  const instance = await authService.create({
    name: 'auth',
    logger,
    database,
    outbox: createOutbox('auth'),
    jobs,
    storage: noStorage,
    mailer: createMailer({ from: 'test@outings.local', logger }),
    redis: null,
    publicUrl: TEST_PUBLIC_URL,
    env,
  });
  const { outbox } = messagingTables('auth');
  const events = async () =>
    (await database.db.select({ payload: outbox.payload }).from(outbox).orderBy(asc(outbox.seq))).map((row) => row.payload);
  return {
    app: instance.app,
    instance,
    database,
    events,
    async published(definition) {
      return (await events())
        .filter((event) => event.type === definition.type)
        .map((event) => ({ ...event, data: readEvent(definition, event) }));
    },
    async close() {
      await instance.close?.();
      await jobs.close();
      if (!shared) await database.close();
    },
  };
}
