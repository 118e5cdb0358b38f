// The loss test. A producer service commits a stream of state changes, each with its
// event in the outbox; a consumer service applies them through its inbox. Mid-stream the
// broker connections break (cut; or what clients send is lost on the way for a while,
// then cut; or the broker is unreachable for a while) and the consumer "crashes" after
// handling an event but before acknowledging it. Every committed event must still take
// effect exactly once: nothing lost, nothing applied twice.
//
// A cut alone lands after the bytes of the last publishes reached the broker, so a relay
// that took a publish as done without the broker's confirm would pass it; the swallowing
// case loses those bytes, so only a relay that waits for the confirm passes it.
import type { EventEnvelope } from '@outings/contracts';
import type { EventBus, EventHandler } from '@outings/bus';
import { runService, type RunningService } from '@outings/runtime';
import { waitFor } from '@outings/test-support';
import { createClusterHarness, type ClusterHarness, type ServiceInfrastructure } from '../support/cluster-harness';
import { logger } from '../support/logger';
import { appliedCounts, consumerModule, producerModule, type ProducerHandle } from '../support/test-modules';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

const EVENTS = 300;
/** The producer's connection breaks right after it sent this publish, before its confirm. */
const BREAK_AT_PUBLISH = 100;
const CRASH_AT_DELIVERY = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Proxies = ServiceInfrastructure['proxy'][];

/** A bus that lets the test act just after a given publish or delivery. */
function instrumented(bus: EventBus, hooks: { afterPublish?: (count: number) => void; afterHandled?: (event: EventEnvelope, count: number) => void }): EventBus {
  let published = 0;
  let handled = 0;
  return {
    publish(event) {
      // The message is on its way (written to the socket) when the hook runs.
      const confirmed = bus.publish(event);
      published += 1;
      hooks.afterPublish?.(published);
      return confirmed;
    },
    subscribe(subscription) {
      const handler: EventHandler = async (event) => {
        await subscription.handler(event);
        handled += 1;
        hooks.afterHandled?.(event, handled);
      };
      return bus.subscribe({ ...subscription, handler });
    },
    isReady: () => bus.isReady(),
    close: () => bus.close(),
  };
}

describe.each<[string, (proxies: Proxies) => void]>([
  ['the broker connections are cut', (proxies) => proxies.forEach((proxy) => proxy.cutConnections())],
  [
    'what clients send is lost for 300 ms, then the connections are cut',
    // The publishes on their way never reach the broker, nor do the consumer's acks.
    (proxies) => proxies.forEach((proxy) => void proxy.swallowThenCut(300)),
  ],
  [
    'the broker is unreachable for two seconds',
    (proxies) => {
      // Production goes on meanwhile: its events wait in the outbox.
      void Promise.all(proxies.map((proxy) => proxy.pause())).then(async () => {
        await sleep(2_000);
        await Promise.all(proxies.map((proxy) => proxy.resume()));
      });
    },
  ],
])('no committed event is lost or applied twice when %s mid-stream', (_case, breakConnections) => {
  let harness: ClusterHarness;
  const services: RunningService[] = [];

  beforeEach(async () => {
    harness = await createClusterHarness();
  });

  afterEach(async () => {
    await Promise.all(services.splice(0).map((service) => service.stop()));
    await harness.dispose();
  });

  it('applies each of the committed events exactly once', async () => {
    const proxies: Proxies = [];
    let committed = 0;
    let committedAtBreak: number | undefined;
    const deliveries = new Map<string, number>();

    const producerSide = await harness.forService('auth', (bus) =>
      instrumented(bus, {
        afterPublish: (count) => {
          if (count !== BREAK_AT_PUBLISH) return;
          committedAtBreak = committed;
          breakConnections(proxies);
        },
      }),
    );
    const consumerSide = await harness.forService('profile', (bus) =>
      instrumented(bus, {
        afterHandled: (event, count) => {
          deliveries.set(event.id, (deliveries.get(event.id) ?? 0) + 1);
          // The handler's transaction committed; cutting now keeps its ack from RabbitMQ,
          // as if the process had died between the two.
          if (count === CRASH_AT_DELIVERY) consumerSide.proxy.cutConnections();
        },
      }),
    );
    proxies.push(producerSide.proxy, consumerSide.proxy);

    const producer: Partial<ProducerHandle> = {};
    services.push(await runService(producerModule('auth', producer), producerSide.infrastructure, { port: 0, logger }));
    services.push(await runService(consumerModule('profile'), consumerSide.infrastructure, { port: 0, logger }));
    const produce = producer.produce as ProducerHandle['produce'];

    for (let n = 1; n <= EVENTS; n += 1) {
      await produce(n);
      committed = n;
      if (n % 10 === 0) await sleep(5);
    }

    const db = producerSide.database.db;
    await waitFor('every event applied', async () => (await appliedCounts(db, 'profile')).distinct === EVENTS, 30_000);
    await waitFor('the outbox fully published', async () => {
      const { rows } = await db.execute<{ pending: number }>(`select count(*)::int as pending from auth.outbox where state <> 'Published'`);
      return rows[0]?.pending === 0;
    }, 10_000);
    // Let late redeliveries arrive: they must change nothing.
    await sleep(300);

    // The connections really broke in the middle of the stream...
    expect(committedAtBreak).toBeLessThan(EVENTS);
    expect(producerSide.proxy.accepted).toBeGreaterThan(1);
    expect(consumerSide.proxy.accepted).toBeGreaterThan(1);
    // ...and the consumer really saw an event twice, which its inbox absorbed.
    expect([...deliveries.values()].some((count) => count > 1)).toBe(true);

    const signUps = await db.execute<{ n: number }>('select count(*)::int as n from auth.sign_ups');
    expect(signUps.rows[0]?.n).toBe(EVENTS);
    expect(await appliedCounts(db, 'profile')).toEqual({ rows: EVENTS, distinct: EVENTS });
    const handled = await db.execute<{ n: number }>('select count(*)::int as n from profile.processed_events');
    expect(handled.rows[0]?.n).toBe(EVENTS);
    expect(await harness.deadLetterCount('profile')).toBe(0);
  });
});
