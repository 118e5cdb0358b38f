// The embedded event bus: RabbitMQ's semantics inside one process. Queues are created
// by their first subscription and keep their bindings and backlog, messages are copied
// through JSON as on the wire, delivery is asynchronous, a throwing handler is retried
// after the policy's delays and finally parked in the queue's dead-letter list (a
// transient queue's goes with its subscription and drops a failed delivery instead).
// What it cannot offer is durability: messages in it die with the process.
import type { Logger } from 'pino';
import type { EventEnvelope } from '@outings/contracts';
import { encodeEnvelope } from './envelope-codec';
import { decideAfterFailure } from './retry-decision';
import type { DeadLetter, DeliveryObserver, EventBus, EventHandler, RetryPolicy, Subscription, SubscriptionHandle } from './port';

export interface MemoryBusOptions {
  logger: Logger;
  retry: RetryPolicy;
  /** Handler calls running at once per queue, like RabbitMQ's prefetch. */
  prefetch?: number;
}

export interface MemoryBus extends EventBus {
  /** Messages parked in `queue`'s dead-letter list, oldest first. */
  deadLetters(queue: string): readonly DeadLetter[];
}

interface Delivery {
  body: string;
  failedBefore: number;
}

interface MemoryQueue {
  name: string;
  types: Set<string>;
  backlog: Delivery[];
  handler: EventHandler | null;
  observer?: DeliveryObserver | undefined;
  transient: boolean;
  running: Set<Promise<void>>;
  dead: DeadLetter[];
}

export function createMemoryBus({ logger: parentLogger, retry, prefetch = 10 }: MemoryBusOptions): MemoryBus {
  const logger = parentLogger.child({ component: 'memory-bus' });
  const queues = new Map<string, MemoryQueue>();
  const retryTimers = new Set<NodeJS.Timeout>();
  let closed = false;

  function enqueue(queue: MemoryQueue, delivery: Delivery): void {
    queue.backlog.push(delivery);
    // Delivered on a later turn, never inside the publisher's call.
    setImmediate(() => pump(queue));
  }

  function pump(queue: MemoryQueue): void {
    while (queue.handler && queue.running.size < prefetch && queue.backlog.length > 0) {
      const delivery = queue.backlog.shift() as Delivery;
      const run = deliver(queue, queue.handler, delivery).finally(() => {
        queue.running.delete(run);
        pump(queue);
      });
      queue.running.add(run);
    }
  }

  async function deliver(queue: MemoryQueue, handler: EventHandler, delivery: Delivery): Promise<void> {
    // Each delivery gets its own copy, parsed from what `publish` validated and encoded.
    const envelope = JSON.parse(delivery.body) as EventEnvelope;
    try {
      await handler(envelope);
    } catch (error) {
      if (queue.transient) {
        logger.warn({ queue: queue.name, eventId: envelope.id, type: envelope.type, err: error }, 'event handler failed: dropped (a transient queue keeps no retries)');
        return;
      }
      const decision = decideAfterFailure(error, delivery.failedBefore, retry);
      if (decision.action === 'dead') {
        park(queue, delivery, envelope, decision.reason);
        queue.observer?.deadLettered(envelope);
        return;
      }
      queue.observer?.retrying(envelope);
      logger.warn(
        { queue: queue.name, eventId: envelope.id, type: envelope.type, err: error, retryInMs: decision.delayMs },
        'event handler failed: will retry',
      );
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        enqueue(queue, { body: delivery.body, failedBefore: delivery.failedBefore + 1 });
      }, decision.delayMs);
      retryTimers.add(timer);
    }
  }

  function park(queue: MemoryQueue, delivery: Delivery, envelope: EventEnvelope, reason: string): void {
    logger.error({ queue: queue.name, eventId: envelope.id, type: envelope.type, reason }, 'event parked in the dead-letter list');
    queue.dead.push({ queue: queue.name, envelope, body: delivery.body, reason, attempts: delivery.failedBefore + 1 });
  }

  function queueNamed(name: string): MemoryQueue {
    let queue = queues.get(name);
    if (!queue) {
      queue = { name, types: new Set(), backlog: [], handler: null, running: new Set(), dead: [], transient: false };
      queues.set(name, queue);
    }
    return queue;
  }

  async function drain(queue: MemoryQueue): Promise<void> {
    while (queue.running.size > 0) await Promise.allSettled([...queue.running]);
  }

  return {
    async publish(event) {
      if (closed) throw new Error('The event bus is closed');
      const body = encodeEnvelope(event).toString();
      for (const queue of queues.values()) {
        if (queue.types.has(event.type)) enqueue(queue, { body, failedBefore: 0 });
      }
    },

    async subscribe({ queue: name, types, handler, observer, transient = false }: Subscription): Promise<SubscriptionHandle> {
      if (closed) throw new Error('The event bus is closed');
      const queue = queueNamed(name);
      if (queue.handler) throw new Error(`Queue ${name} already has a consumer in this process`);
      for (const type of types) queue.types.add(type);
      queue.handler = handler;
      queue.observer = observer;
      queue.transient = transient;
      setImmediate(() => pump(queue));
      return {
        async cancel() {
          if (queue.handler === handler) queue.handler = null;
          // A transient queue goes with its consumer, its backlog and bindings too.
          if (queue.transient && queues.get(name) === queue) queues.delete(name);
          await drain(queue);
        },
      };
    },

    isReady: () => !closed,

    deadLetters: (name) => [...(queues.get(name)?.dead ?? [])],

    async close() {
      closed = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      for (const queue of queues.values()) queue.handler = null;
      await Promise.all([...queues.values()].map(drain));
    },
  };
}
