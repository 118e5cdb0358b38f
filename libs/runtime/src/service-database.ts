// A service's view of the database: the shared handle, plus an outbox whose events are
// published right after their transaction commits instead of at the relay's next poll.
import { currentRequestId } from '@outings/service-kit';
import { createOutbox, type Database, type Db, type Outbox } from '@outings/db';

export interface ServiceDatabase {
  database: Database;
  outbox: Outbox;
}

/**
 * `onEventsCommitted` runs after a transaction that added events has committed (or after
 * an event added outside any transaction). The database itself belongs to the
 * infrastructure: closing this view does nothing.
 */
export function createServiceDatabase(shared: Database, schema: string, onEventsCommitted: () => void): ServiceDatabase {
  const events = createOutbox(schema);
  const transactionsWithEvents = new WeakSet<Db>();

  const outbox: Outbox = {
    async add(tx, event) {
      // Events caused by a request carry its id, so logs can be followed across services.
      const correlationId = event.correlationId ?? currentRequestId();
      await events.add(tx, correlationId ? { ...event, correlationId } : event);
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
      return result;
    },
    migrate: (options) => shared.migrate(options),
    ping: () => shared.ping(),
    close: async () => undefined,
  };

  return { database, outbox };
}
