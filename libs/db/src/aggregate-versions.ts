// The consumer side of versioned events: remember the last version applied per aggregate
// and refuse anything older. Events about one aggregate can arrive out of order (a retried
// older event after a newer one, several taken at once by prefetch), and a copy of the
// producer's state must never step back.
//
// An equal version is accepted: one change may publish several events (each its own
// fact, all to apply), and a second delivery of the same event is the inbox's to stop,
// by its id. Each guard has one job.
import { sql } from 'drizzle-orm';
import type { AggregateRef } from '@outings/contracts';
import { messagingTables } from './messaging-tables';
import type { Db } from './port';

/**
 * Records `aggregate.version` as the last one applied and answers true, unless a newer
 * version of the aggregate was applied already: then it records nothing and answers
 * false. Run it in the transaction that applies the event: the row it writes stays
 * locked until that commits, so two versions handled at once are decided one after the
 * other, and a rolled-back apply leaves nothing recorded.
 */
export async function acceptAggregateVersion(tx: Db, schema: string, aggregate: AggregateRef): Promise<boolean> {
  const { aggregateVersions } = messagingTables(schema);
  const accepted = await tx
    .insert(aggregateVersions)
    .values({ aggregateType: aggregate.type, aggregateId: aggregate.id, version: aggregate.version })
    .onConflictDoUpdate({
      target: [aggregateVersions.aggregateType, aggregateVersions.aggregateId],
      set: { version: sql`excluded.version`, appliedAt: sql`now()` },
      setWhere: sql`${aggregateVersions.version} <= excluded.version`,
    })
    .returning({ version: aggregateVersions.version });
  return accepted.length > 0;
}
