// Publishing on a confirm channel as a promise: it resolves when the broker has taken
// responsibility for the message (persisted it, for a persistent message to a durable
// queue) and rejects on a nack, a closed channel or a confirm that never comes (e.g.
// while the broker blocks publishers for lack of disk or memory).
import type { ConfirmChannel, Options } from 'amqplib';

export function confirmPublish(
  channel: ConfirmChannel,
  target: { exchange: string; routingKey: string },
  body: Buffer,
  properties: Options.Publish,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`RabbitMQ did not confirm the message within ${timeoutMs} ms`)), timeoutMs);
    try {
      // A full socket buffer (false) only delays the write; the confirm still settles it.
      channel.publish(target.exchange, target.routingKey, body, properties, (error: unknown) => {
        clearTimeout(timer);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      });
    } catch (error) {
      // amqplib throws synchronously on a channel that is already closed.
      clearTimeout(timer);
      reject(error);
    }
  });
}
