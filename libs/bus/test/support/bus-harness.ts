// The two adapters the contract suite runs against, each isolated by random names so
// that runs and people sharing the local RabbitMQ never see each other's messages.
import { randomBytes } from 'node:crypto';
import { connect } from 'amqplib';
import pino from 'pino';
import {
  createMemoryBus,
  createRabbitBus,
  deadLetterQueueName,
  retryQueueName,
  DEAD_REASON_HEADER,
  ATTEMPTS_HEADER,
  type EventBus,
  type RetryPolicy,
} from '@outings/bus';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
export const retry: RetryPolicy = { delaysMs: [50, 100] };

/** What an operator finds in a dead-letter queue. */
export interface ParkedMessage {
  eventId: string | undefined;
  reason: string;
  attempts: number;
}

export interface BusHarness {
  bus: EventBus;
  /** A queue name unique to this run. */
  queue(name: string): string;
  deadLetters(queue: string): Promise<ParkedMessage[]>;
  dispose(): Promise<void>;
}

const unique = () => randomBytes(5).toString('hex');

export async function memoryHarness(): Promise<BusHarness> {
  const bus = createMemoryBus({ logger, retry });
  const run = unique();
  return {
    bus,
    queue: (name) => `test.${run}.${name}`,
    async deadLetters(queue) {
      return bus.deadLetters(queue).map((letter) => ({ eventId: letter.envelope.id, reason: letter.reason, attempts: letter.attempts }));
    },
    dispose: () => bus.close(),
  };
}

export async function rabbitHarness(url = RABBITMQ_URL): Promise<BusHarness & { exchange: string }> {
  const run = unique();
  const exchange = `test.${run}.events`;
  const bus = await createRabbitBus({ url, exchange, logger, retry, connectTimeoutMs: 5_000, connectionName: `bus-test-${run}` });
  // A side connection straight to the broker, as an operator's tool would have.
  const admin = await connect(RABBITMQ_URL);
  const channel = await admin.createChannel();
  const queues = new Set<string>();
  return {
    bus,
    exchange,
    queue(name) {
      const queue = `test.${run}.${name}`;
      queues.add(queue);
      return queue;
    },
    async deadLetters(queue) {
      const parked: ParkedMessage[] = [];
      for (;;) {
        const message = await channel.get(deadLetterQueueName(queue), { noAck: true });
        if (!message) return parked;
        const headers = message.properties.headers ?? {};
        parked.push({ eventId: message.properties.messageId as string | undefined, reason: String(headers[DEAD_REASON_HEADER]), attempts: Number(headers[ATTEMPTS_HEADER]) });
      }
    },
    async dispose() {
      await bus.close();
      for (const queue of queues) {
        for (const name of [queue, deadLetterQueueName(queue), ...retry.delaysMs.map((ms) => retryQueueName(queue, ms))]) {
          await channel.deleteQueue(name);
        }
      }
      await channel.deleteExchange(exchange);
      await admin.close();
    },
  };
}
