import type { Database, Db } from '@outings/db';
import { createServiceDatabase } from './service-database';

/** A shared database whose transactions hand out a fresh handle and commit unless the work throws. */
function fakeShared(): { shared: Database; log: string[] } {
  const log: string[] = [];
  const root = {} as Db;
  const shared = {
    kind: 'pglite',
    db: root,
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      try {
        const result = await work({} as Db);
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
  return { shared, log };
}

describe('afterCommit', () => {
  it('runs a task once its transaction has committed, not before', async () => {
    const { shared, log } = fakeShared();
    const { database, afterCommit } = createServiceDatabase(shared, 'test', () => undefined);
    await database.transaction(async (tx) => {
      afterCommit(tx, () => log.push('push'));
      log.push('work done');
    });
    expect(log).toEqual(['work done', 'commit', 'push']);
  });

  it('runs nothing for a transaction that rolled back, and at once on the root handle', async () => {
    const { shared, log } = fakeShared();
    const { database, afterCommit } = createServiceDatabase(shared, 'test', () => undefined);
    await expect(
      database.transaction(async (tx) => {
        afterCommit(tx, () => log.push('push'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    afterCommit(shared.db, () => log.push('pushed at once'));
    expect(log).toEqual(['rollback', 'pushed at once']);
  });
});
