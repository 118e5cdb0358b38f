// Two tiny services for the runtime's tests: one records sign-ups and announces each with
// an event through its outbox; the other applies each announcement to a table of its own.
// Their tables are created in create() so that the tests need no migration files. The
// SQL is plain text (integers only) since drizzle's `sql` belongs to the services.
import { createEvent, OutingRecordChanged, VerificationRequested, type ServiceName } from '@outings/contracts';
import type { Db } from '@outings/db';
import { createServiceApp } from '@outings/service-kit';
import { on, type ServiceContext, type ServiceInstance, type ServiceModule } from '@outings/runtime';

export interface ProducerHandle {
  /** Commits one state change and its event in one transaction. */
  produce(n: number): Promise<void>;
}

/** Event number `n` of a test stream: the consumer applies it as row `n`. */
export function verificationRequested(n: number) {
  return createEvent(VerificationRequested, {
    userId: String(n),
    email: `user${n}@example.com`,
    firstName: 'Test',
    verifyUrl: `http://localhost:8080/email-verified?n=${n}`,
  });
}

function integer(value: unknown): number {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${String(value)}`);
  return value as number;
}

/** Service `name` with POST /sign-ups {n}; `handle` is filled in when the runtime creates it. */
export function producerModule(name: ServiceName, handle: Partial<ProducerHandle> = {}): ServiceModule {
  return {
    name,
    migrationsFolder: null,
    async create({ database, outbox, logger }: ServiceContext): Promise<ServiceInstance> {
      await database.db.execute(`create table if not exists ${name}.sign_ups (n integer not null)`);
      const produce = (n: number) =>
        database.transaction(async (tx) => {
          await tx.execute(`insert into ${name}.sign_ups (n) values (${integer(n)})`);
          await outbox.add(tx, verificationRequested(n));
        });
      handle.produce = produce;
      const app = createServiceApp({
        logger,
        routes: (router) =>
          router.post('/sign-ups', async (req, res) => {
            await produce(integer((req.body as { n: unknown }).n));
            res.status(201).json({ ok: true });
          }),
      });
      return { app };
    },
  };
}

/**
 * Service `name` applying each verification request as a row, and noting the event's
 * correlation id. The table has no unique key on purpose: an event applied twice would
 * show as two rows.
 */
export function consumerModule(name: ServiceName, correlationIds: Array<string | undefined> = []): ServiceModule {
  return {
    name,
    migrationsFolder: null,
    async create({ database, logger }: ServiceContext): Promise<ServiceInstance> {
      await database.db.execute(`create table if not exists ${name}.applied (n integer not null)`);
      return {
        app: createServiceApp({ logger, routes: () => undefined }),
        subscriptions: [
          on(VerificationRequested, async ({ userId }, tx, { correlationId }) => {
            await tx.execute(`insert into ${name}.applied (n) values (${integer(Number(userId))})`);
            correlationIds.push(correlationId);
          }),
        ],
      };
    },
  };
}

/** Version `version` of user `userId`'s outing record (`outings` = the version), as the outing service would publish it. */
export function outingRecordChanged(userId: string, version: number) {
  return createEvent(OutingRecordChanged, { userId, outings: version, flaked: 0, completed: 0 }, { aggregate: { id: userId, version } });
}

/**
 * Service `name` recording the aggregate version of each outing record it applies, in
 * the order applied; `everyVersion` is its subscription's option.
 */
export function versionsConsumerModule(name: ServiceName, everyVersion: boolean): ServiceModule {
  return {
    name,
    migrationsFolder: null,
    async create({ database, logger }: ServiceContext): Promise<ServiceInstance> {
      await database.db.execute(`create table if not exists ${name}.versions (seq serial primary key, version integer not null)`);
      return {
        app: createServiceApp({ logger, routes: () => undefined }),
        subscriptions: [
          on(OutingRecordChanged, async (_data, tx, { aggregate }) => {
            await tx.execute(`insert into ${name}.versions (version) values (${integer(aggregate?.version)})`);
          }, { everyVersion }),
        ],
      };
    },
  };
}

/** The versions a `versionsConsumerModule` applied, in order. */
export async function appliedVersions(db: Db, name: ServiceName): Promise<number[]> {
  const result = await db.execute<{ version: number }>(`select version from ${name}.versions order by seq`);
  return result.rows.map((row) => row.version);
}

/** Rows of a consumer's table: how many, and how many distinct events they came from. */
export async function appliedCounts(db: Db, name: ServiceName): Promise<{ rows: number; distinct: number }> {
  const result = await db.execute<{ rows: number; distinct: number }>(
    `select count(*)::int as rows, count(distinct n)::int as distinct from ${name}.applied`,
  );
  return result.rows[0] as { rows: number; distinct: number };
}
