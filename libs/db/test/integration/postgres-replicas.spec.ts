// PostgreSQL runs several replicas of a service against one database: start-ups that
// migrate together, relays that poll the same outbox together.
import { count } from 'drizzle-orm';
import {
  createOutbox,
  createPostgresDatabaseIfMissing,
  dropPostgresDatabase,
  messagingTables,
  startOutboxRelay,
  type Database,
} from '@outings/db';
import { SCHEMA, logger, migrationsFolder, postgresHarness } from '../support/adapters';
import { FakePublisher } from '../support/fake-publisher';
import { sampleEvent } from '../support/events';
import { waitFor } from '@outings/test-support';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe('PostgreSQL with several replicas', () => {
  const harness = postgresHarness();
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    first = await harness.open();
    second = await harness.openAnother();
  });

  afterAll(() => harness.dispose());

  it('migrates once when two replicas start at the same moment', async () => {
    await Promise.all([
      first.migrate({ schema: SCHEMA, migrationsFolder }),
      second.migrate({ schema: SCHEMA, migrationsFolder }),
    ]);
    const log = await first.db.execute<{ n: number }>(`select count(*)::int as n from "sample"."__drizzle_migrations"`);
    expect(log.rows).toEqual([{ n: 2 }]);
  });

  it('publishes each event once when two relays share the outbox', async () => {
    const outbox = createOutbox(SCHEMA);
    const ids = await first.transaction(async (tx) => {
      const batch = Array.from({ length: 60 }, (_, n) => sampleEvent({ n }));
      for (const event of batch) await outbox.add(tx, event);
      return batch.map((event) => event.id);
    });
    const buses = [new FakePublisher(), new FakePublisher()];
    const relays = [first, second].map((database, index) =>
      startOutboxRelay({ database, schema: SCHEMA, bus: buses[index] as FakePublisher, logger, intervalMs: 20, batchSize: 7 }),
    );
    const published = () => buses.flatMap((bus) => bus.published.map((event) => event.id));
    await waitFor('every event published', () => published().length >= ids.length);
    await Promise.all(relays.map((relay) => relay.stop()));

    expect(published().sort()).toEqual([...ids].sort());
    const { outbox: table } = messagingTables(SCHEMA);
    expect(await first.db.select({ n: count() }).from(table)).toEqual([{ n: 60 }]);
  });
});

describe('PostgreSQL database creation', () => {
  it('lets replicas create a missing database at the same moment', async () => {
    const url = `postgres://postgres@127.0.0.1:5432/outings_test_create_${Date.now()}_${process.pid}`;
    try {
      const created = await Promise.all(Array.from({ length: 4 }, () => createPostgresDatabaseIfMissing(url)));
      expect(created.filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(await createPostgresDatabaseIfMissing(url)).toBe(false);
    } finally {
      await dropPostgresDatabase(url);
    }
  });
});
