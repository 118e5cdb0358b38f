// A relay killed mid-batch (SIGKILL: no shutdown, no last pass) leaves rows InProgress,
// some already at the broker, some never sent. The next relay must publish them all:
// every committed event reaches the consumer at least once, and its inbox applies each
// exactly once.
import type { EventBus, EventHandler } from '@outings/bus';
import { createOutbox } from '@outings/db';
import { runService, type RunningService } from '@outings/runtime';
import { waitFor } from '@outings/test-support';
import { createClusterHarness, type ClusterHarness } from '../support/cluster-harness';
import { logger } from '../support/logger';
import { startRelayChild, type RelayChild } from '../support/relay-child';
import { appliedCounts, consumerModule, verificationRequested } from '../support/test-modules';

jest.setTimeout(90_000);

const EVENTS = 250;
const BATCH_SIZE = 100;
/** The first relay dies in its second batch, after this many publishes were confirmed. */
const KILLED_AFTER_PUBLISH = 150;
const PRODUCER = 'auth';
const CONSUMER = 'profile';

/** Counts each event's deliveries that the consumer's handler got through. */
function countingDeliveries(bus: EventBus, deliveries: Map<string, number>): EventBus {
  return {
    publish: (event) => bus.publish(event),
    isReady: () => bus.isReady(),
    close: () => bus.close(),
    subscribe(subscription) {
      const handler: EventHandler = async (event) => {
        await subscription.handler(event);
        deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
      };
      return bus.subscribe({ ...subscription, handler });
    },
  };
}

describe('a relay killed mid-batch', () => {
  let harness: ClusterHarness;
  const services: RunningService[] = [];
  const relays: RelayChild[] = [];

  beforeEach(async () => {
    harness = await createClusterHarness();
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.kill()));
    await Promise.all(services.splice(0).map((service) => service.stop()));
    await harness.dispose();
  });

  it('loses no committed event: the next relay publishes what the dead one left in progress', async () => {
    const deliveries = new Map<string, number>();
    const consumerSide = await harness.forService(CONSUMER, (bus) => countingDeliveries(bus, deliveries));
    // The consumer's queue is bound before anything is published.
    services.push(await runService(consumerModule(CONSUMER), consumerSide.infrastructure, { port: 0, logger }));

    // The producer's committed events, waiting in its outbox for a relay.
    const { database } = consumerSide;
    await database.migrate({ schema: PRODUCER, migrationsFolder: null });
    const outbox = createOutbox(PRODUCER);
    for (let n = 1; n <= EVENTS; n += 1) await database.transaction((tx) => outbox.add(tx, verificationRequested(n)));

    const relayEnv = {
      DATABASE_URL: harness.databaseUrl,
      RABBITMQ_URL: process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
      EVENT_EXCHANGE: harness.exchange,
      RELAY_SCHEMA: PRODUCER,
      RELAY_BATCH_SIZE: String(BATCH_SIZE),
      RELAY_STUCK_AFTER_MS: '1000',
    };
    const first = startRelayChild({ ...relayEnv, RELAY_HANG_AFTER_PUBLISH: String(KILLED_AFTER_PUBLISH) });
    relays.push(first);
    await first.printed('mid-batch');
    await first.kill();

    const statesAtKill = await database.db.execute<{ state: string; n: number }>(
      `select state, count(*)::int as n from ${PRODUCER}.outbox group by state order by state`,
    );

    relays.push(startRelayChild(relayEnv));
    const db = database.db;
    await waitFor('every committed event applied', async () => (await appliedCounts(db, CONSUMER)).distinct === EVENTS, 30_000);
    await waitFor('the outbox fully published', async () => {
      const { rows } = await db.execute<{ pending: number }>(`select count(*)::int as pending from ${PRODUCER}.outbox where state <> 'Published'`);
      return rows[0]?.pending === 0;
    });

    // The kill landed mid-batch: a whole batch was left InProgress, half of it sent...
    expect(statesAtKill.rows).toEqual([
      { state: 'InProgress', n: BATCH_SIZE },
      { state: 'NotPublished', n: EVENTS - 2 * BATCH_SIZE },
      { state: 'Published', n: BATCH_SIZE },
    ]);
    // ...what the dead relay had sent was published again, and the inbox absorbed it.
    const deliveredTwice = [...deliveries.values()].filter((count) => count > 1).length;
    expect(deliveredTwice).toBeGreaterThanOrEqual(KILLED_AFTER_PUBLISH - BATCH_SIZE);
    expect(await appliedCounts(db, CONSUMER)).toEqual({ rows: EVENTS, distinct: EVENTS });
    expect(await harness.deadLetterCount(CONSUMER)).toBe(0);
  });
});
