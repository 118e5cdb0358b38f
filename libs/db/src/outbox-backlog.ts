// How far a schema's relay is behind: the events committed but not yet on the bus, and
// how long the oldest of them has waited. Read when metrics are scraped; rows parked as
// PublishedFailed are counted apart, since no relay will take them again.
import { count, inArray, min, sql } from 'drizzle-orm';
import { messagingTables } from './messaging-tables';
import type { Database } from './port';

export interface OutboxBacklog {
  pending: number;
  /** Age of the oldest pending event, 0 when none waits. */
  oldestPendingSeconds: number;
  parked: number;
}

export async function outboxBacklog(database: Database, schema: string): Promise<OutboxBacklog> {
  const { outbox } = messagingTables(schema);
  const rows = await database.db
    .select({
      state: outbox.state,
      events: count(),
      oldestSeconds: sql<string | number | null>`extract(epoch from now() - ${min(outbox.createdAt)})`,
    })
    .from(outbox)
    .where(inArray(outbox.state, ['NotPublished', 'InProgress', 'PublishedFailed']))
    .groupBy(outbox.state);
  const pending = rows.filter((row) => row.state !== 'PublishedFailed');
  return {
    pending: pending.reduce((sum, row) => sum + row.events, 0),
    oldestPendingSeconds: Math.max(0, ...pending.map((row) => Number(row.oldestSeconds ?? 0))),
    parked: rows.find((row) => row.state === 'PublishedFailed')?.events ?? 0,
  };
}
