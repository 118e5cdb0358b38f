// The consumer side: an event's effects and the record that it was handled commit in one
// transaction, so a redelivered event (at-least-once delivery) changes nothing twice.
import { lt, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@outings/contracts';
import { messagingTables } from './messaging-tables';
import type { Database, Db } from './port';

/**
 * Runs `handler` unless the event was already handled. Returns false for a duplicate.
 * A concurrent delivery of the same id waits on the first one's row lock: if that one
 * commits, this one is a duplicate; if it rolls back, this one handles the event.
 */
export function processOnce(
  database: Database,
  schema: string,
  event: Pick<EventEnvelope, 'id'>,
  handler: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const { processedEvents } = messagingTables(schema);
  return database.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedEvents)
      .values({ eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: processedEvents.eventId });
    if (inserted.length === 0) return false;
    await handler(tx);
    return true;
  });
}

/**
 * Forgets handled ids older than `retentionMs`. Keep it longer than any redelivery can
 * take (bus retries plus outbox retries), or an old duplicate would be handled again.
 */
export async function purgeProcessedEvents(database: Database, schema: string, retentionMs: number): Promise<number> {
  const { processedEvents } = messagingTables(schema);
  const deleted = await database.db
    .delete(processedEvents)
    .where(lt(processedEvents.handledAt, sql`now() - make_interval(secs => ${retentionMs / 1000})`))
    .returning({ eventId: processedEvents.eventId });
  return deleted.length;
}
