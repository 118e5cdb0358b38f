// The event bus on RabbitMQ: one durable topic exchange, one durable queue per consuming
// service, persistent messages published with confirms, retries through per-delay retry
// queues, a dead-letter queue per service, and a connection that rebuilds itself.
import type { Logger } from 'pino';
import { encodeEnvelope } from '../envelope-codec';
import { BusUnavailableError } from '../errors';
import type { EventBus, RetryPolicy, SubscriptionHandle } from '../port';
import { confirmPublish } from './confirm-publish';
import { createConsumer } from './rabbit-consumer';
import { createRabbitConnection } from './rabbit-connection';
import { assertExchange } from './rabbit-topology';

export interface RabbitBusOptions {
  url: string;
  exchange?: string;
  logger: Logger;
  retry: RetryPolicy;
  /** Unacknowledged messages a queue's consumer holds at once. */
  prefetch?: number;
  /** Shown in RabbitMQ's management UI, e.g. the service name. */
  connectionName?: string;
  publishTimeoutMs?: number;
  /** How long start-up waits for the broker before failing. */
  connectTimeoutMs?: number;
  heartbeatSeconds?: number;
  reconnect?: { minMs: number; maxMs: number };
}

export async function createRabbitBus(options: RabbitBusOptions): Promise<EventBus> {
  const {
    url,
    exchange = 'outings.events',
    logger,
    retry,
    prefetch = 20,
    connectionName = 'outings',
    publishTimeoutMs = 10_000,
    connectTimeoutMs = 30_000,
    heartbeatSeconds = 10,
    reconnect = { minMs: 100, maxMs: 5_000 },
  } = options;
  const connection = createRabbitConnection({ url, logger, connectionName, heartbeatSeconds, reconnect });
  const consumers = new Set<SubscriptionHandle>();
  await connection.addSetup((link) => assertExchange(link.publisher, exchange));
  try {
    await connection.start(connectTimeoutMs);
  } catch (error) {
    await connection.close();
    throw error;
  }

  return {
    async publish(event) {
      const body = encodeEnvelope(event);
      const link = connection.current();
      // Fail fast: the outbox keeps the event and the relay tries again later.
      if (!link) throw new BusUnavailableError('RabbitMQ is not connected');
      await confirmPublish(
        link.publisher,
        { exchange, routingKey: event.type },
        body,
        {
          persistent: true,
          contentType: 'application/json',
          messageId: event.id,
          type: event.type,
          appId: event.producer,
          timestamp: Math.floor(Date.parse(event.occurredAt) / 1000),
          ...(event.correlationId ? { correlationId: event.correlationId } : {}),
        },
        publishTimeoutMs,
      );
    },

    async subscribe(subscription) {
      const consumer = createConsumer(subscription, { exchange, retry, prefetch, publishTimeoutMs, logger: logger.child({ component: 'rabbitmq' }) });
      await connection.addSetup(consumer.setup);
      const handle: SubscriptionHandle = {
        async cancel() {
          consumers.delete(handle);
          connection.removeSetup(consumer.setup);
          await consumer.cancel();
        },
      };
      consumers.add(handle);
      return handle;
    },

    isReady: () => connection.current() !== null,

    async close() {
      await Promise.all([...consumers].map((consumer) => consumer.cancel()));
      await connection.close();
    },
  };
}
