// The outbox lag the services' metrics show: what is committed but not on the bus yet,
// how long the oldest has waited, and what was parked after the last attempt.
import { eq, sql } from 'drizzle-orm';
import { createOutbox, messagingTables, outboxBacklog, type Database } from '@outings/db';
import { SCHEMA, migrationsFolder, pgliteHarness, postgresHarness, type AdapterHarness } from '../support/adapters';
import { sampleEvent } from '../support/events';

jest.setTimeout(60_000);

const { outbox } = messagingTables(SCHEMA);

describe.each<[string, () => AdapterHarness]>([
  ['postgres', postgresHarness],
  ['pglite', pgliteHarness],
])('outbox backlog on %s', (_name, makeHarness) => {
  let harness: AdapterHarness;
  let database: Database;
  const events = createOutbox(SCHEMA);

  beforeAll(async () => {
    harness = makeHarness();
    database = await harness.open();
    await database.migrate({ schema: SCHEMA, migrationsFolder });
    await database.db.delete(outbox);
  });

  afterAll(async () => {
    await database.db.delete(outbox);
    await harness.dispose();
  });

  it('is empty with nothing waiting', async () => {
    expect(await outboxBacklog(database, SCHEMA)).toEqual({ pending: 0, oldestPendingSeconds: 0, parked: 0 });
  });

  it('counts events not published yet, the age of the oldest, and the parked ones apart', async () => {
    const [oldest, inProgress, parked, published] = [sampleEvent({ body: 'a' }), sampleEvent({ body: 'b' }), sampleEvent({ body: 'c' }), sampleEvent({ body: 'd' })];
    for (const event of [oldest, inProgress, parked, published]) await events.add(database.db, event);
    await database.db.update(outbox).set({ createdAt: sql`now() - interval '90 seconds'` }).where(eq(outbox.id, oldest.id));
    await database.db.update(outbox).set({ state: 'InProgress' }).where(eq(outbox.id, inProgress.id));
    await database.db.update(outbox).set({ state: 'PublishedFailed', createdAt: sql`now() - interval '1 hour'` }).where(eq(outbox.id, parked.id));
    await database.db.update(outbox).set({ state: 'Published' }).where(eq(outbox.id, published.id));

    const backlog = await outboxBacklog(database, SCHEMA);
    expect(backlog).toMatchObject({ pending: 2, parked: 1 });
    // The parked row is older still, but no relay will take it: it is not lag.
    expect(backlog.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    expect(backlog.oldestPendingSeconds).toBeLessThan(600);
  });
});
