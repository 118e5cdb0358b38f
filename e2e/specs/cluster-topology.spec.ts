// `npm run start:cluster` (issue 2, "Done when"): every service is its own process with
// its own durable queue in RabbitMQ, consumed while it runs.
import { connect } from 'amqplib';
import { SERVICE_NAMES } from '@outings/contracts';
import { expect, test } from '../support/fixtures';
import { E2E_NAMESPACE } from '../support/e2e-environment';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

test('each service consumes its own durable queue', async () => {
  const connection = await connect(RABBITMQ_URL);
  try {
    for (const service of SERVICE_NAMES) {
      const queue = `${E2E_NAMESPACE}.${service}`;
      // A fresh channel per check: a refused declaration closes its channel.
      const channel = await connection.createChannel();
      const { consumerCount } = await channel.checkQueue(queue);
      expect(consumerCount, `${queue} has a consumer`).toBeGreaterThanOrEqual(1);
      // Re-declaring as durable is refused (PRECONDITION_FAILED) unless the queue is durable.
      await expect(channel.assertQueue(queue, { durable: true }), `${queue} is durable`).resolves.toMatchObject({ queue });
      await channel.close();
    }
  } finally {
    await connection.close();
  }
});
