// The producer side of the transactional outbox: an event is a row written by the same
// transaction as the state change it announces, so both commit or neither does.
import type { EventEnvelope } from '@outings/contracts';
import { messagingTables } from './messaging-tables';
import type { Db, Outbox } from './port';

export function createOutbox(schema: string): Outbox {
  const { outbox } = messagingTables(schema);
  return {
    async add(tx: Db, event: EventEnvelope): Promise<void> {
      await tx.insert(outbox).values({ id: event.id, type: event.type, payload: event });
    },
  };
}
