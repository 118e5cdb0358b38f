// A consumer keeping a copy of each user's first name from `profile.updated`, run the way
// services run: the runtime's dispatcher (contract check, inbox, aggregate version guard)
// on a throw-away PGlite. The contract suite delivers it events out of order.
import { ProfileUpdated, createEvent, type EventEnvelope } from '@outings/contracts';
import type { EventHandler } from '@outings/bus';
import { createPgliteDatabase, type Database } from '@outings/db';
import { on } from '@outings/runtime';
// The runtime's own dispatcher, which the runtime does not export to services.
import { createEventDispatcher } from '../../../runtime/src/event-dispatcher';
import { logger } from './bus-harness';

const SCHEMA = 'consumer';

export interface VersionedConsumer {
  /** The dispatcher, as the service's queue handler. */
  handler: EventHandler;
  firstNameOf(userId: string): Promise<string | undefined>;
  handled(eventId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Only plain identifiers and names reach the SQL below. */
function literal(value: string): string {
  if (!/^[\w-]+$/.test(value)) throw new TypeError(`unexpected value: ${value}`);
  return `'${value}'`;
}

export async function startVersionedConsumer(): Promise<VersionedConsumer> {
  const database: Database = await createPgliteDatabase({ dataDir: 'memory', logger });
  await database.migrate({ schema: SCHEMA, migrationsFolder: null });
  await database.db.execute(`create table ${SCHEMA}.first_names (user_id text primary key, first_name text not null)`);
  const handler = createEventDispatcher({
    service: 'auth',
    schema: SCHEMA,
    database,
    logger,
    subscriptions: [
      on(ProfileUpdated, async ({ userId, first_name }, tx) => {
        await tx.execute(
          `insert into ${SCHEMA}.first_names values (${literal(userId)}, ${literal(first_name)})
           on conflict (user_id) do update set first_name = excluded.first_name`,
        );
      }),
    ],
  });
  return {
    handler,
    async firstNameOf(userId) {
      const { rows } = await database.db.execute<{ first_name: string }>(`select first_name from ${SCHEMA}.first_names where user_id = ${literal(userId)}`);
      return rows[0]?.first_name;
    },
    async handled(eventId) {
      const { rows } = await database.db.execute(`select 1 from ${SCHEMA}.processed_events where event_id = ${literal(eventId)}`);
      return rows.length > 0;
    },
    close: () => database.close(),
  };
}

/** The profile of `userId` saved as `version`, with first name `firstName`. */
export function profileSaved(userId: string, firstName: string, version: number): EventEnvelope {
  return createEvent(
    ProfileUpdated,
    {
      userId,
      first_name: firstName,
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      status: { status: 'Ready', updated: new Date().toISOString() },
      profile_picture: { key: 'pictures/k.jpg', zoom: 1, crop: { x: 0, y: 0 } },
    },
    { aggregate: { id: userId, version } },
  );
}
