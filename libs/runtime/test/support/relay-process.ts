// An outbox relay alone in a process of its own, for the relay-kill test, which SIGKILLs
// it mid-batch. Run with tsx (`relay-child.ts` starts it). Settings come from the
// environment; `RELAY_HANG_AFTER_PUBLISH=n` makes the n-th publish tell the parent once
// the broker confirmed it (a `mid-batch` line on stdout) and every later publish hang,
// so the batch it belongs to is half sent and never marked published when the kill lands.
import { createPostgresDatabase, startOutboxRelay, type EventPublisher } from '@outings/db';
import { createRabbitBus, type EventBus } from '@outings/bus';
import { logger } from './logger';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`relay process: ${name} is not set`);
  return value;
}

function hangingAfter(bus: EventBus, count: number): EventPublisher {
  let published = 0;
  return {
    isReady: () => bus.isReady(),
    publish(event) {
      published += 1;
      if (published > count) return new Promise(() => undefined);
      const confirmed = bus.publish(event);
      if (published === count) void confirmed.then(() => process.stdout.write('mid-batch\n'));
      return confirmed;
    },
  };
}

async function main(): Promise<void> {
  const database = createPostgresDatabase({ url: setting('DATABASE_URL'), logger, max: 2 });
  const bus = await createRabbitBus({ url: setting('RABBITMQ_URL'), exchange: setting('EVENT_EXCHANGE'), logger, retry: { delaysMs: [] }, connectionName: 'relay-kill-test' });
  const hangAfter = Number(process.env.RELAY_HANG_AFTER_PUBLISH ?? 0);
  startOutboxRelay({
    database,
    schema: setting('RELAY_SCHEMA'),
    bus: hangAfter > 0 ? hangingAfter(bus, hangAfter) : bus,
    logger,
    intervalMs: 100,
    batchSize: Number(setting('RELAY_BATCH_SIZE')),
    stuckAfterMs: Number(setting('RELAY_STUCK_AFTER_MS')),
  });
  process.stdout.write('started\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`relay process failed: ${String(error)}\n`);
  process.exit(1);
});
