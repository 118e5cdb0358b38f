// What only the RabbitMQ adapter has: a wire that can carry anything, message
// properties, and a connection that drops and must heal.
import { connect, type ChannelModel, type Channel } from 'amqplib';
import type { EventEnvelope } from '@outings/contracts';
import { BusUnavailableError, createRabbitBus, deadLetterQueueName } from '@outings/bus';
import { RABBITMQ_URL, logger, rabbitHarness, retry } from '../support/bus-harness';
import { sampleEvent } from '../support/events';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '@outings/test-support';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe('RabbitMQ event bus', () => {
  let admin: ChannelModel;
  let channel: Channel;

  beforeAll(async () => {
    admin = await connect(RABBITMQ_URL);
    channel = await admin.createChannel();
  });

  afterAll(() => admin.close());

  it('parks a message that is not a valid envelope without calling the handler', async () => {
    const harness = await rabbitHarness();
    try {
      const queue = harness.queue('profile');
      const handler = jest.fn(async () => undefined);
      await harness.bus.subscribe({ queue, types: ['account.registered'], handler });
      channel.publish(harness.exchange, 'account.registered', Buffer.from('{"type":"account.registered"}'));
      let parked: Awaited<ReturnType<typeof harness.deadLetters>> = [];
      await waitFor('the parked message', async () => (parked = await harness.deadLetters(queue)).length > 0);
      expect(parked[0]?.reason).toMatch(/^invalid envelope: /);
      expect(handler).not.toHaveBeenCalled();
    } finally {
      await harness.dispose();
    }
  });

  it('publishes persistent messages carrying the event id, type and correlation id', async () => {
    const harness = await rabbitHarness();
    try {
      const queue = harness.queue('inspected');
      // Bind a queue, then leave it without a consumer so the message can be read as is.
      const subscription = await harness.bus.subscribe({ queue, types: ['account.registered'], handler: async () => undefined });
      await subscription.cancel();
      const event = { ...sampleEvent('account.registered', {}), correlationId: 'req-7' };
      await harness.bus.publish(event);
      const message = await channel.get(queue, { noAck: true });
      expect(message && message.properties).toMatchObject({
        deliveryMode: 2,
        messageId: event.id,
        type: 'account.registered',
        correlationId: 'req-7',
        contentType: 'application/json',
        appId: 'test',
      });
      expect(message && JSON.parse(message.content.toString())).toEqual(event);
    } finally {
      await harness.dispose();
    }
  });

  it('fails start-up with a clear error when the broker cannot be reached', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5672 });
    try {
      await proxy.pause();
      await expect(
        createRabbitBus({ url: `amqp://guest:guest@127.0.0.1:${proxy.port}`, logger, retry, connectTimeoutMs: 500 }),
      ).rejects.toThrow('RabbitMQ unreachable after 500 ms');
    } finally {
      await proxy.close();
    }
  });

  describe.each<[string, (proxy: TcpProxy) => Promise<void>]>([
    ['its connection is cut', async (proxy) => proxy.cutConnections()],
    [
      'the broker is unreachable for a while',
      async (proxy) => {
        await proxy.pause();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await proxy.resume();
      },
    ],
  ])('when %s', (_case, breakConnection) => {
    let proxy: TcpProxy;

    beforeEach(async () => {
      proxy = await startTcpProxy({ host: '127.0.0.1', port: 5672 });
    });

    afterEach(() => proxy.close());

    it('refuses publishes at once, reconnects by itself and consumes its queue again', async () => {
      const harness = await rabbitHarness(`amqp://guest:guest@127.0.0.1:${proxy.port}`);
      try {
        const received: EventEnvelope[] = [];
        const queue = harness.queue('healing');
        await harness.bus.subscribe({ queue, types: ['account.registered'], handler: async (event) => void received.push(event) });

        const broken = breakConnection(proxy);
        await waitFor('the bus to notice', () => !harness.bus.isReady());
        await expect(harness.bus.publish(sampleEvent('account.registered', {}))).rejects.toBeInstanceOf(BusUnavailableError);
        await broken;

        await waitFor('the bus to reconnect', () => harness.bus.isReady());
        expect(proxy.accepted).toBeGreaterThan(1);
        const event = sampleEvent('account.registered', {});
        await harness.bus.publish(event);
        await waitFor('delivery on the new connection', () => received.some((seen) => seen.id === event.id));
        expect((await channel.checkQueue(deadLetterQueueName(queue))).messageCount).toBe(0);
      } finally {
        await harness.dispose();
      }
    });
  });
});
