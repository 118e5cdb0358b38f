// Consuming one durable queue. A message is acked only after its handler resolved, or
// after its copy reached a retry or dead-letter queue (confirmed): a crash at any point
// leaves it unacked and RabbitMQ delivers it again, which the consumer's inbox absorbs.
import type { Channel, ConsumeMessage, Options } from 'amqplib';
import type { Logger } from 'pino';
import { decodeEnvelope } from '../envelope-codec';
import { decideAfterFailure } from '../retry-decision';
import type { RetryPolicy, Subscription } from '../port';
import { confirmPublish } from './confirm-publish';
import type { RabbitLink, SetupStep } from './rabbit-connection';
import { ATTEMPTS_HEADER, DEAD_REASON_HEADER, assertQueueTopology, deadLetterQueueName, retryQueueName } from './rabbit-topology';

export interface ConsumerOptions {
  exchange: string;
  retry: RetryPolicy;
  prefetch: number;
  publishTimeoutMs: number;
  logger: Logger;
}

export interface Consumer {
  /** Declares the topology and starts consuming on a (new) connection. */
  setup: SetupStep;
  /** Stops consuming and waits for the handlers still running. */
  cancel(): Promise<void>;
}

export function createConsumer(subscription: Subscription, options: ConsumerOptions): Consumer {
  const { queue, types, handler, observer, transient = false } = subscription;
  const logger = options.logger.child({ queue });
  const running = new Set<Promise<void>>();
  let active: { channel: Channel; consumerTag: string } | null = null;
  let cancelled = false;

  /** Copies the message to another queue through the default exchange, confirmed. */
  function forward(link: RabbitLink, message: ConsumeMessage, targetQueue: string, headers: Record<string, unknown>) {
    const properties: Options.Publish = {
      ...message.properties,
      persistent: true,
      headers: { ...message.properties.headers, ...headers },
    };
    return confirmPublish(link.publisher, { exchange: '', routingKey: targetQueue }, message.content, properties, options.publishTimeoutMs);
  }

  async function handle(link: RabbitLink, channel: Channel, message: ConsumeMessage): Promise<void> {
    const failedBefore = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0);
    const decoded = decodeEnvelope(message.content);
    try {
      if (!decoded.ok && transient) {
        logger.error({ reason: decoded.reason }, 'invalid message dropped');
        channel.ack(message);
        return;
      }
      if (!decoded.ok) {
        logger.error({ reason: decoded.reason }, 'invalid message parked in the dead-letter queue');
        await forward(link, message, deadLetterQueueName(queue), { [DEAD_REASON_HEADER]: decoded.reason, [ATTEMPTS_HEADER]: failedBefore });
        channel.ack(message);
        observer?.deadLettered(undefined);
        return;
      }
      const { envelope } = decoded;
      try {
        await handler(envelope);
        channel.ack(message);
        return;
      } catch (error) {
        const decision = decideAfterFailure(error, failedBefore, options.retry);
        const log = { eventId: envelope.id, type: envelope.type, correlationId: envelope.correlationId, err: error };
        if (transient) {
          logger.warn(log, 'event handler failed: dropped (a transient queue keeps no retries)');
        } else if (decision.action === 'retry') {
          logger.warn({ ...log, retryInMs: decision.delayMs }, 'event handler failed: will retry');
          await forward(link, message, retryQueueName(queue, decision.delayMs), { [ATTEMPTS_HEADER]: failedBefore + 1 });
          observer?.retrying(envelope);
        } else {
          logger.error({ ...log, reason: decision.reason }, 'event parked in the dead-letter queue');
          await forward(link, message, deadLetterQueueName(queue), { [DEAD_REASON_HEADER]: decision.reason, [ATTEMPTS_HEADER]: failedBefore + 1 });
          observer?.deadLettered(envelope);
        }
        channel.ack(message);
      }
    } catch (error) {
      // The copy was not confirmed, or the channel is gone: leave the message to
      // RabbitMQ, which redelivers it (now if the channel lives, after reconnecting if not).
      logger.warn({ err: error }, 'message left unacknowledged for redelivery');
      try {
        channel.nack(message, false, true);
      } catch {
        // The channel is closed; the broker already requeued the message.
      }
    }
  }

  const setup: SetupStep = async (link) => {
    const channel = await link.connection.createChannel();
    channel.on('error', (error: unknown) => logger.warn({ err: error }, 'RabbitMQ consumer channel error'));
    channel.on('close', () => {
      if (!cancelled && active?.channel === channel) link.restart(`the consumer channel of ${queue} closed`);
    });
    await channel.prefetch(options.prefetch);
    await assertQueueTopology(channel, { exchange: options.exchange, queue, types, delaysMs: options.retry.delaysMs, transient });
    const consume = await channel.consume(queue, (message) => {
      if (message === null) {
        // The broker cancelled the consumer (the queue was deleted): rebuild everything.
        link.restart(`RabbitMQ cancelled the consumer of ${queue}`);
        return;
      }
      const run = handle(link, channel, message).finally(() => running.delete(run));
      running.add(run);
    });
    active = { channel, consumerTag: consume.consumerTag };
  };

  return {
    setup,
    async cancel() {
      cancelled = true;
      const current = active;
      active = null;
      await current?.channel.cancel(current.consumerTag).catch(() => undefined);
      while (running.size > 0) await Promise.allSettled([...running]);
      await current?.channel.close().catch(() => undefined);
    },
  };
}
