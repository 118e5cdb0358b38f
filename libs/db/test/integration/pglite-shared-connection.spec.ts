// PGlite is one connection shared by every embedded service: a transaction must never
// see another caller's statements, and its data must survive a restart on disk.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createPgliteDatabase, type Database } from '@outings/db';
import { notes } from '../fixtures/sample.schema';
import { SCHEMA, logger, migrationsFolder } from '../support/adapters';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe('PGlite shared by several callers', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createPgliteDatabase({ dataDir: 'memory', logger, deadlockTimeoutMs: 200 });
    await database.migrate({ schema: SCHEMA, migrationsFolder });
  });

  afterAll(() => database.close());

  it('keeps a statement sent while another transaction is open out of that transaction', async () => {
    let releaseTransaction: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      void database
        .transaction(async (tx) => {
          await tx.insert(notes).values({ body: 'rolled back' });
          resolve();
          await new Promise<void>((release) => (releaseTransaction = release));
          throw new Error('abort');
        })
        .catch(() => undefined);
    });
    await opened;
    // Sent while the transaction is open: were it to run inside it, the rollback would undo it.
    const outsider = database.db.insert(notes).values({ body: 'independent' });
    const outsiderDone = outsider.then(() => undefined);
    releaseTransaction();
    await outsiderDone;
    expect(await database.db.select({ body: notes.body }).from(notes)).toEqual([{ body: 'independent' }]);
  });

  it('refuses, instead of waiting forever, a root statement a transaction awaits', async () => {
    const outcome = database.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'inside' });
      await database.db.select().from(notes);
    });
    // drizzle wraps the refusal as the cause of its query error.
    await expect(outcome).rejects.toMatchObject({ cause: { message: expect.stringContaining('use the transaction handle (tx) there') } });
    await expect(database.transaction(() => database.transaction(async () => undefined))).rejects.toThrow('use the transaction handle (tx) there');
    expect(await database.db.select({ body: notes.body }).from(notes).where(eq(notes.body, 'inside'))).toEqual([]);
  });

  it('runs a root statement merely started inside a transaction once the transaction ends', async () => {
    let spawned: Promise<Array<{ body: string }>> | undefined;
    await database.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'spawned' });
      spawned = database.db.select({ body: notes.body }).from(notes).where(eq(notes.body, 'spawned')).then((rows) => rows);
    });
    expect(await spawned).toEqual([{ body: 'spawned' }]);
  });

  it('runs concurrent transactions one after the other', async () => {
    const [row] = await database.db.insert(notes).values({ body: 'counter' }).returning({ id: notes.id });
    // Each reads, waits, then writes: interleaved, they would lose updates.
    const increment = () =>
      database.transaction(async (tx) => {
        const [current] = await tx.select({ counter: notes.counter }).from(notes).where(eqId(row?.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.update(notes).set({ counter: (current?.counter ?? 0) + 1 }).where(eqId(row?.id));
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const [after] = await database.db.select({ counter: notes.counter }).from(notes).where(eqId(row?.id));
    expect(after?.counter).toBe(10);
  });
});

describe('PGlite on disk', () => {
  it('keeps committed data across a restart on the same directory', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'outings-pglite-'));
    try {
      const before = await createPgliteDatabase({ dataDir, logger });
      await before.migrate({ schema: SCHEMA, migrationsFolder });
      await before.db.insert(notes).values({ body: 'persisted' });
      await before.close();

      const after = await createPgliteDatabase({ dataDir, logger });
      await after.migrate({ schema: SCHEMA, migrationsFolder });
      expect(await after.db.select({ body: notes.body }).from(notes)).toEqual([{ body: 'persisted' }]);
      await after.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function eqId(id: number | undefined) {
  if (id === undefined) throw new Error('no row');
  return eq(notes.id, id);
}
