// A service's view of the database: the shared handle, plus an outbox whose events are
// published right after their transaction commits instead of at the relay's next poll,
// and tasks run after a commit (realtime pushes).
import { currentEventTraceContext, currentRequestId } from '@outings/service-kit';
import { createOutbox, type Database, type Db, type Outbox } from '@outings/db';

export interface ServiceDatabase {
  database: Database;
  outbox: Outbox;
  /**
   * Runs `task` once `tx` has committed: at once for the root handle, never when it rolls
   * back. For effects outside the database that must not be seen before the change (a
   * realtime push that makes a browser reload).
   */
  afterCommit(tx: Db, task: () => void): void;
}

/**
 * `onEventsCommitted` runs after a transaction that added events has committed (or after
 * an event added outside any transaction). The database itself belongs to the
 * infrastructure: closing this view does nothing.
 */
export function createServiceDatabase(shared: Database, schema: string, onEventsCommitted: () => void): ServiceDatabase {
  const events = createOutbox(schema);
  const transactionsWithEvents = new WeakSet<Db>();
  const tasksAfterCommit = new WeakMap<Db, Array<() => void>>();

  const outbox: Outbox = {
    async add(tx, event) {
      // Events caused by a request carry its id, so logs can be followed across services.
      const correlationId = event.correlationId ?? currentRequestId();
      // …and the trace it happened in, so its publish and its consumers join that trace.
      await events.add(tx, { ...event, ...(correlationId ? { correlationId } : {}), ...currentEventTraceContext() });
      if (tx === shared.db) onEventsCommitted();
      else transactionsWithEvents.add(tx);
    },
  };

  const database: Database = {
    kind: shared.kind,
    db: shared.db,
    async transaction(work) {
      let used: Db | undefined;
      const result = await shared.transaction((tx) => {
        used = tx;
        return work(tx);
      });
      if (used && transactionsWithEvents.has(used)) onEventsCommitted();
      for (const task of (used && tasksAfterCommit.get(used)) ?? []) task();
      return result;
    },
    migrate: (options) => shared.migrate(options),
    ping: () => shared.ping(),
    close: async () => undefined,
  };

  const afterCommit = (tx: Db, task: () => void) => {
    if (tx === shared.db) return task();
    const tasks = tasksAfterCommit.get(tx);
    if (tasks) tasks.push(task);
    else tasksAfterCommit.set(tx, [task]);
  };

  return { database, outbox, afterCommit };
}
