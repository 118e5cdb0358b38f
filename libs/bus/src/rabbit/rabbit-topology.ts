// Names and declarations of what lives in RabbitMQ. Everything is durable: a broker
// restart keeps the exchange, the queues, their bindings and the persistent messages;
// only a transient subscription's queue is not (it lives while its consumer does).
//
//   exchange (topic) --type--> <queue> --handler throws--> <queue>.retry.<ms>
//        ^                        ^                         (TTL, then dead-lettered
//        |                        +--------------------------- back to <queue>)
//   publish                       +--last attempt or poison--> <queue>.dead (for an operator)
import type { Channel } from 'amqplib';

/** Failed attempts so far, carried by a message on its way through the retry queues. */
export const ATTEMPTS_HEADER = 'x-outings-attempts';
/** Why a message was parked in the dead-letter queue. */
export const DEAD_REASON_HEADER = 'x-outings-dead-reason';

export const retryQueueName = (queue: string, delayMs: number) => `${queue}.retry.${delayMs}`;
export const deadLetterQueueName = (queue: string) => `${queue}.dead`;

export async function assertExchange(channel: Channel, exchange: string): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
}

export async function assertQueueTopology(
  channel: Channel,
  options: { exchange: string; queue: string; types: readonly string[]; delaysMs: readonly number[]; transient: boolean },
): Promise<void> {
  const { exchange, queue, types, delaysMs, transient } = options;
  if (transient) {
    // Deleted by the broker when its consumer cancels or its connection closes.
    await channel.assertQueue(queue, { durable: false, exclusive: true, autoDelete: true });
    for (const type of types) await channel.bindQueue(queue, exchange, type);
    return;
  }
  await channel.assertQueue(queue, { durable: true });
  for (const delayMs of new Set(delaysMs)) {
    // One queue per delay: a per-message TTL only expires at the head of a queue, so
    // mixed delays in one queue would hold short ones behind long ones.
    await channel.assertQueue(retryQueueName(queue, delayMs), {
      durable: true,
      arguments: { 'x-message-ttl': delayMs, 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
    });
  }
  await channel.assertQueue(deadLetterQueueName(queue), { durable: true });
  for (const type of types) await channel.bindQueue(queue, exchange, type);
}
