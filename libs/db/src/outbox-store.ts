// The relay's statements on a schema's outbox. Times come from the database clock so that
// replicas with drifting clocks agree on what is due and what is stuck.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { EventEnvelope } from '@outings/contracts';
import { messagingTables } from './messaging-tables';
import type { Database } from './port';

export interface ClaimedEvent {
  id: string;
  envelope: EventEnvelope;
  /** Failed publish attempts before this one. */
  attempts: number;
}

const msAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
const msFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export function createOutboxStore(database: Database, schema: string) {
  const { outbox } = messagingTables(schema);

  return {
    /**
     * Marks up to `limit` due rows InProgress and returns them, oldest first: rows never
     * tried or due for a retry, and rows left InProgress longer than `stuckAfterMs` by a
     * relay that died mid-publish. SKIP LOCKED lets replicas claim disjoint rows.
     */
    claim(limit: number, stuckAfterMs: number): Promise<ClaimedEvent[]> {
      return database.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id, envelope: outbox.payload, attempts: outbox.attempts })
          .from(outbox)
          .where(
            or(
              and(eq(outbox.state, 'NotPublished'), lte(outbox.nextAttemptAt, sql`now()`)),
              and(eq(outbox.state, 'InProgress'), lt(outbox.updatedAt, msAgo(stuckAfterMs))),
            ),
          )
          .orderBy(asc(outbox.seq))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length > 0) {
          await tx
            .update(outbox)
            .set({ state: 'InProgress', updatedAt: sql`now()` })
            .where(inArray(outbox.id, due.map((row) => row.id)));
        }
        return due;
      });
    },

    async markPublished(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await database.db
        .update(outbox)
        .set({ state: 'Published', lastError: null, updatedAt: sql`now()` })
        .where(inArray(outbox.id, [...ids]));
    },

    /** Counts a failed attempt: due again after `retryInMs`, or parked when null. */
    async markFailed(event: ClaimedEvent, error: string, retryInMs: number | null): Promise<void> {
      await database.db
        .update(outbox)
        .set({
          state: retryInMs === null ? 'PublishedFailed' : 'NotPublished',
          attempts: event.attempts + 1,
          lastError: error.slice(0, 1000),
          nextAttemptAt: msFromNow(retryInMs ?? 0),
          updatedAt: sql`now()`,
        })
        .where(eq(outbox.id, event.id));
    },

    /** Deletes published rows older than the retention: mail links in them hold secrets. */
    async purgePublished(retentionMs: number): Promise<number> {
      const deleted = await database.db
        .delete(outbox)
        .where(and(eq(outbox.state, 'Published'), lt(outbox.updatedAt, msAgo(retentionMs))))
        .returning({ id: outbox.id });
      return deleted.length;
    },
  };
}
