// One contract, two adapters: a service sees the same delivery, retry and dead-letter
// behaviour from RabbitMQ (cluster) and from the in-memory bus (embedded).
import type { EventEnvelope } from '@outings/contracts';
import { PoisonEventError, type EventBus } from '@outings/bus';
import { memoryHarness, rabbitHarness, retry, type BusHarness } from '../support/bus-harness';
import { sampleEvent } from '../support/events';
import { profileSaved, startVersionedConsumer } from '../support/versioned-consumer';
import { waitFor } from '@outings/test-support';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe.each<[string, () => Promise<BusHarness>]>([
  ['memory', memoryHarness],
  ['rabbitmq', rabbitHarness],
])('event bus contract on %s', (_name, makeHarness) => {
  let harness: BusHarness;
  let bus: EventBus;

  beforeEach(async () => {
    harness = await makeHarness();
    bus = harness.bus;
  });

  afterEach(() => harness.dispose());

  function recorder() {
    const received: EventEnvelope[] = [];
    return { received, handler: async (event: EventEnvelope) => void received.push(event) };
  }

  it('delivers an event to every queue bound to its type, intact', async () => {
    const profile = recorder();
    const media = recorder();
    await bus.subscribe({ queue: harness.queue('profile'), types: ['account.registered'], handler: profile.handler });
    await bus.subscribe({ queue: harness.queue('media'), types: ['account.registered', 'profile.updated'], handler: media.handler });

    const event = { ...sampleEvent('account.registered', { userId: 'u1' }), correlationId: 'req-42' };
    await bus.publish(event);

    await waitFor('both queues to receive it', () => profile.received.length === 1 && media.received.length === 1);
    expect(profile.received[0]).toEqual(event);
    expect(media.received[0]).toEqual(event);
  });

  it('delivers nothing a queue is not bound to', async () => {
    const profile = recorder();
    await bus.subscribe({ queue: harness.queue('profile'), types: ['account.registered'], handler: profile.handler });
    await bus.publish(sampleEvent('profile.updated', {}));
    const bound = sampleEvent('account.registered', {});
    await bus.publish(bound);
    await waitFor('the bound event', () => profile.received.length >= 1);
    // Give a stray delivery the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(profile.received.map((event) => event.id)).toEqual([bound.id]);
  });

  it('keeps what is published while the consumer is away and delivers it when it subscribes again', async () => {
    const queue = harness.queue('notification');
    const first = await bus.subscribe({ queue, types: ['account.verification-requested'], handler: async () => undefined });
    await first.cancel();
    const event = sampleEvent('account.verification-requested', {});
    await bus.publish(event);
    const later = recorder();
    await bus.subscribe({ queue, types: ['account.verification-requested'], handler: later.handler });
    await waitFor('the kept event', () => later.received.length === 1);
    expect(later.received[0]?.id).toBe(event.id);
  });

  it('retries a failing handler with back-off until it succeeds', async () => {
    const calls: number[] = [];
    await bus.subscribe({
      queue: harness.queue('flaky'),
      types: ['account.registered'],
      handler: async () => {
        calls.push(Date.now());
        if (calls.length < 3) throw new Error('database briefly unavailable');
      },
    });
    const event = sampleEvent('account.registered', {});
    await bus.publish(event);
    await waitFor('the third attempt', () => calls.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(3);
    // Each retry waited at least the policy's delay.
    expect((calls[1] as number) - (calls[0] as number)).toBeGreaterThanOrEqual((retry.delaysMs[0] as number) - 5);
    expect((calls[2] as number) - (calls[1] as number)).toBeGreaterThanOrEqual((retry.delaysMs[1] as number) - 5);
    expect(await harness.deadLetters(harness.queue('flaky'))).toEqual([]);
  });

  it('parks an event in the dead-letter queue after the last attempt, telling its observer of each retry and the parking', async () => {
    let calls = 0;
    const queue = harness.queue('broken');
    const observed: string[] = [];
    await bus.subscribe({
      queue,
      types: ['account.registered'],
      handler: async () => {
        calls += 1;
        throw new Error('always fails');
      },
      observer: {
        retrying: (retried) => observed.push(`retry ${retried.id}`),
        deadLettered: (parkedEvent) => observed.push(`dead ${parkedEvent?.id}`),
      },
    });
    const event = sampleEvent('account.registered', {});
    await bus.publish(event);
    let parked: Awaited<ReturnType<BusHarness['deadLetters']>> = [];
    await waitFor('the parked event', async () => (parked = [...parked, ...(await harness.deadLetters(queue))]).length > 0);
    expect(calls).toBe(retry.delaysMs.length + 1);
    expect(parked).toEqual([{ eventId: event.id, attempts: 3, reason: 'failed 3 times, last: always fails' }]);
    await waitFor('the parking observed', () => observed.length === 3);
    expect(observed).toEqual([`retry ${event.id}`, `retry ${event.id}`, `dead ${event.id}`]);
  });

  it('parks a poison event at once, without retrying it', async () => {
    let calls = 0;
    const queue = harness.queue('strict');
    await bus.subscribe({
      queue,
      types: ['account.registered'],
      handler: async () => {
        calls += 1;
        throw new PoisonEventError('data breaks the contract');
      },
    });
    const event = sampleEvent('account.registered', {});
    await bus.publish(event);
    let parked: Awaited<ReturnType<BusHarness['deadLetters']>> = [];
    await waitFor('the parked event', async () => (parked = [...parked, ...(await harness.deadLetters(queue))]).length > 0);
    expect(calls).toBe(1);
    expect(parked).toEqual([{ eventId: event.id, attempts: 1, reason: 'poison event: data breaks the contract' }]);
  });

  it("keeps an aggregate's newest state when an older event is retried after a newer one", async () => {
    const consumer = await startVersionedConsumer();
    try {
      const older = profileSaved('ann', 'Ann', 2);
      const newer = profileSaved('ann', 'Annie', 3);
      let newerSettled: () => void = () => undefined;
      const newerApplied = new Promise<void>((resolve) => (newerSettled = resolve));
      const attempts = new Map<string, number>();
      await bus.subscribe({
        queue: harness.queue('versioned'),
        types: [older.type],
        handler: async (event) => {
          const attempt = (attempts.get(event.id) ?? 0) + 1;
          attempts.set(event.id, attempt);
          if (event.id === older.id && attempt === 1) {
            // The older event's first attempt fails once the newer one is in: its retry
            // arrives after the newer event was applied.
            await newerApplied;
            throw new Error('database briefly unavailable');
          }
          await consumer.handler(event);
          if (event.id === newer.id) newerSettled();
        },
      });

      await bus.publish(older);
      await waitFor('the older event taken', () => attempts.has(older.id));
      await bus.publish(newer);
      await waitFor('the older event retried and handled', () => consumer.handled(older.id));

      expect(attempts.get(older.id)).toBe(2);
      expect(await consumer.firstNameOf('ann')).toBe('Annie');
    } finally {
      await consumer.close();
    }
  });

  it('refuses to publish an envelope no consumer could read', async () => {
    const invalid = { ...sampleEvent('account.registered', {}), id: 'not-a-uuid' };
    await expect(bus.publish(invalid)).rejects.toThrow(/invalid envelope/);
  });

  it('keeps nothing in a transient queue once its consumer is gone', async () => {
    const queue = harness.queue('listener');
    const first = await bus.subscribe({ queue, types: ['account.verification-requested'], handler: async () => undefined, transient: true });
    await first.cancel();
    const missed = sampleEvent('account.verification-requested', {});
    await bus.publish(missed);
    const later = recorder();
    await bus.subscribe({ queue, types: ['account.verification-requested'], handler: later.handler, transient: true });
    const heard = sampleEvent('account.verification-requested', {});
    await bus.publish(heard);
    await waitFor('the event published while listening', () => later.received.length >= 1);
    expect(later.received.map((event) => event.id)).toEqual([heard.id]);
  });

  it('drops a delivery whose handler fails on a transient queue, and goes on with the next', async () => {
    const attempts: string[] = [];
    await bus.subscribe({
      queue: harness.queue('best-effort'),
      types: ['account.registered'],
      transient: true,
      handler: async (event) => {
        attempts.push(event.id);
        if (attempts.length === 1) throw new Error('the listener could not use it');
      },
    });
    const failing = sampleEvent('account.registered', {});
    const next = sampleEvent('account.registered', {});
    await bus.publish(failing);
    await waitFor('the failing delivery', () => attempts.length === 1);
    // Longer than the whole retry policy (50 + 100 ms): a retried delivery would be back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await bus.publish(next);
    await waitFor('the next delivery', () => attempts.length === 2);
    expect(attempts).toEqual([failing.id, next.id]);
  });

  it('waits for running handlers when a subscription is cancelled', async () => {
    let finished = false;
    let started = false;
    const subscription = await bus.subscribe({
      queue: harness.queue('slow'),
      types: ['account.registered'],
      handler: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished = true;
      },
    });
    await bus.publish(sampleEvent('account.registered', {}));
    await waitFor('the handler to start', () => started);
    await subscription.cancel();
    expect(finished).toBe(true);
  });
});
