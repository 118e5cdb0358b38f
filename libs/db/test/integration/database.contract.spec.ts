// One contract, two adapters: whatever a service relies on behaves the same on
// PostgreSQL (cluster) and on PGlite (embedded).
import { count, eq, sql } from 'drizzle-orm';
import { acceptAggregateVersion, createOutbox, messagingTables, processOnce, startOutboxRelay, type Database, type OutboxRelay } from '@outings/db';
import { notes } from '../fixtures/sample.schema';
import { SCHEMA, logger, migrationsFolder, pgliteHarness, postgresHarness, type AdapterHarness } from '../support/adapters';
import { FakePublisher } from '../support/fake-publisher';
import { sampleEvent } from '../support/events';
import { waitFor } from '@outings/test-support';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

const { outbox, processedEvents } = messagingTables(SCHEMA);

describe.each<[string, () => AdapterHarness]>([
  ['postgres', postgresHarness],
  ['pglite', pgliteHarness],
])('database contract on %s', (_name, makeHarness) => {
  let harness: AdapterHarness;
  let database: Database;
  let relay: OutboxRelay | undefined;
  const events = createOutbox(SCHEMA);

  beforeAll(async () => {
    harness = makeHarness();
    database = await harness.open();
    await database.migrate({ schema: SCHEMA, migrationsFolder });
  });

  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await database.db.delete(outbox);
    await database.db.delete(processedEvents);
    await database.db.delete(notes);
  });

  afterAll(() => harness.dispose());

  const countRows = async (table: typeof outbox | typeof notes | typeof processedEvents) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;

  const startRelay = (bus: FakePublisher, options: Partial<Parameters<typeof startOutboxRelay>[0]> = {}) => {
    relay = startOutboxRelay({ database, schema: SCHEMA, bus, logger, intervalMs: 50, ...options });
    return relay;
  };

  const addNote = (body: string, event = sampleEvent({ body })) =>
    database.transaction(async (tx) => {
      await tx.insert(notes).values({ body });
      await events.add(tx, event);
      return event;
    });

  describe('migrations', () => {
    it('applies every file once, in the service schema, and a second run changes nothing', async () => {
      await database.db.insert(notes).values({ body: 'kept', tag: 'from the second migration' });
      await database.migrate({ schema: SCHEMA, migrationsFolder });
      await database.migrate({ schema: SCHEMA, migrationsFolder });

      const log = await database.db.execute(sql`select hash from "sample"."__drizzle_migrations"`);
      expect(log.rows).toHaveLength(2);
      expect(await database.db.select({ body: notes.body, tag: notes.tag }).from(notes)).toEqual([
        { body: 'kept', tag: 'from the second migration' },
      ]);
    });

    it('gives a schema without tables of its own an outbox and an inbox', async () => {
      await database.migrate({ schema: 'tableless', migrationsFolder: null });
      const tables = messagingTables('tableless');
      expect(await database.db.select({ n: count() }).from(tables.outbox)).toEqual([{ n: 0 }]);
      expect(await database.db.select({ n: count() }).from(tables.processedEvents)).toEqual([{ n: 0 }]);
    });
  });

  describe('transactions', () => {
    it('commits the work of a transaction that resolves', async () => {
      await database.transaction(async (tx) => {
        await tx.insert(notes).values({ body: 'committed' });
      });
      expect(await countRows(notes)).toBe(1);
    });

    it('rolls back everything, outbox rows included, when the work throws', async () => {
      await expect(addNote('doomed').then(() => database.transaction(async (tx) => {
        await tx.insert(notes).values({ body: 'also doomed' });
        await events.add(tx, sampleEvent({ body: 'also doomed' }));
        throw new Error('business rule refused');
      }))).rejects.toThrow('business rule refused');
      expect(await countRows(notes)).toBe(1);
      expect(await countRows(outbox)).toBe(1);
    });
  });

  describe('outbox relay', () => {
    it('publishes committed events in the order they were created and marks them Published', async () => {
      const bus = new FakePublisher();
      const first = await addNote('one');
      const more = await database.transaction(async (tx) => {
        const batch = [sampleEvent({ n: 2 }), sampleEvent({ n: 3 }), sampleEvent({ n: 4 })];
        for (const event of batch) await events.add(tx, event);
        return batch;
      });
      startRelay(bus);
      await waitFor('four events published', () => bus.published.length === 4);
      expect(bus.published.map((event) => event.id)).toEqual([first, ...more].map((event) => event.id));
      expect(bus.published[0]).toEqual(first);
      await waitFor('rows marked Published', async () =>
        (await database.db.select({ state: outbox.state }).from(outbox)).every((row) => row.state === 'Published'));
    });

    it('publishes within moments when woken after a commit', async () => {
      const bus = new FakePublisher();
      startRelay(bus, { intervalMs: 60_000 });
      await waitFor('the first empty pass', async () => true);
      await addNote('urgent');
      relay?.wake();
      await waitFor('the woken relay to publish', () => bus.published.length === 1, 2_000);
    });

    it('leaves rows untouched while the bus is down and publishes them once it is back', async () => {
      const bus = new FakePublisher();
      bus.ready = false;
      await addNote('waiting');
      startRelay(bus);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await database.db.select().from(outbox);
      expect(row).toMatchObject({ state: 'NotPublished', attempts: 0 });
      bus.ready = true;
      await waitFor('publish after the bus is back', () => bus.published.length === 1);
    });

    it('retries a failed publish with back-off and counts the attempt', async () => {
      const bus = new FakePublisher();
      bus.failNext(2);
      const event = await addNote('retried');
      startRelay(bus, { retryBaseMs: 20, retryMaxMs: 40 });
      await waitFor('publish after two failures', () => bus.published.length === 1);
      expect(bus.published[0]?.id).toBe(event.id);
      await waitFor('row marked Published', async () => (await database.db.select().from(outbox))[0]?.state === 'Published');
      expect((await database.db.select().from(outbox))[0]).toMatchObject({ attempts: 2, lastError: null });
    });

    it('parks an event as PublishedFailed after the last attempt', async () => {
      const bus = new FakePublisher();
      bus.failNext(3);
      await addNote('poison');
      startRelay(bus, { retryBaseMs: 10, retryMaxMs: 10, maxAttempts: 3 });
      await waitFor('the row parked', async () => (await database.db.select().from(outbox))[0]?.state === 'PublishedFailed');
      expect((await database.db.select().from(outbox))[0]).toMatchObject({ attempts: 3, lastError: 'broker refused the message' });
      expect(bus.published).toHaveLength(0);
    });

    it('re-publishes rows a dead relay left InProgress, but not rows being published now', async () => {
      const stuck = await addNote('stuck');
      const fresh = await addNote('in flight elsewhere');
      await database.db.update(outbox).set({ state: 'InProgress', updatedAt: sql`now() - interval '10 minutes'` }).where(eq(outbox.id, stuck.id));
      await database.db.update(outbox).set({ state: 'InProgress', updatedAt: sql`now()` }).where(eq(outbox.id, fresh.id));
      const bus = new FakePublisher();
      startRelay(bus, { stuckAfterMs: 60_000 });
      await waitFor('the stuck row re-published', () => bus.published.length === 1);
      await relay?.stop();
      expect(bus.published.map((event) => event.id)).toEqual([stuck.id]);
      const states = await database.db.select({ id: outbox.id, state: outbox.state }).from(outbox);
      expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({ [stuck.id]: 'Published', [fresh.id]: 'InProgress' });
    });

    it('deletes published rows once their retention has passed', async () => {
      const bus = new FakePublisher();
      await addNote('secret link');
      startRelay(bus, { retentionMs: 0 });
      await waitFor('published', () => bus.published.length === 1);
      await relay?.stop();
      // The next relay's first pass purges what the first one published.
      startRelay(bus, { retentionMs: 0 });
      await waitFor('the published row purged', async () => (await countRows(outbox)) === 0);
    });
  });

  describe('inbox', () => {
    it('handles an event once; a redelivery is skipped and changes nothing', async () => {
      const event = sampleEvent({ body: 'once' });
      const handle = (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) =>
        tx.insert(notes).values({ body: 'effect' }).then(() => undefined);
      expect(await processOnce(database, SCHEMA, event, handle)).toBe(true);
      expect(await processOnce(database, SCHEMA, event, handle)).toBe(false);
      expect(await countRows(notes)).toBe(1);
      expect(await countRows(processedEvents)).toBe(1);
    });

    it('forgets an event whose handler failed, so its redelivery is handled', async () => {
      const event = sampleEvent({ body: 'flaky' });
      await expect(processOnce(database, SCHEMA, event, async (tx) => {
        await tx.insert(notes).values({ body: 'half done' });
        throw new Error('downstream failure');
      })).rejects.toThrow('downstream failure');
      expect(await countRows(processedEvents)).toBe(0);
      expect(await processOnce(database, SCHEMA, event, async (tx) => {
        await tx.insert(notes).values({ body: 'done' });
      })).toBe(true);
      expect(await database.db.select({ body: notes.body }).from(notes)).toEqual([{ body: 'done' }]);
    });

    it('handles concurrent deliveries of the same event once', async () => {
      const event = sampleEvent({ body: 'raced' });
      const results = await Promise.all(
        [1, 2, 3].map(() => processOnce(database, SCHEMA, event, async (tx) => {
          await tx.insert(notes).values({ body: 'raced' });
        })),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await countRows(notes)).toBe(1);
    });
  });

  describe('aggregate versions', () => {
    const accept = (id: string, version: number) =>
      database.transaction((tx) => acceptAggregateVersion(tx, SCHEMA, { type: 'user', id, version }));

    it('accepts a first, a newer and an equal version, and refuses an older one, per aggregate', async () => {
      expect(await accept('u1', 3)).toBe(true);
      expect(await accept('u1', 2)).toBe(false);
      expect(await accept('u1', 3)).toBe(true);
      expect(await accept('u1', 5)).toBe(true);
      expect(await accept('u1', 4)).toBe(false);
      // Another aggregate keeps its own count.
      expect(await accept('u2', 1)).toBe(true);
      expect(await accept('u2', 1)).toBe(true);
    });

    it('records nothing when the transaction applying the event rolls back', async () => {
      await expect(database.transaction(async (tx) => {
        await acceptAggregateVersion(tx, SCHEMA, { type: 'user', id: 'u3', version: 7 });
        throw new Error('handler failed');
      })).rejects.toThrow('handler failed');
      expect(await accept('u3', 6)).toBe(true);
    });
  });
});
