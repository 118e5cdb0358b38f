// The runtime on the embedded infrastructure (PGlite, memory bus, in-process jobs, local
// S3 server): two services started the way `npm start` starts them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createEvent, defineEvent, VerificationRequested } from '@outings/contracts';
import type { MemoryBus } from '@outings/bus';
import { createInfrastructure, on, runService, type Infrastructure, type RunningService, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET, gatewayHeaders } from '@outings/service-kit/testing';
import { waitFor } from '@outings/test-support';
import { logger } from '../support/logger';
import { appliedCounts, appliedVersions, consumerModule, producerModule, outingRecordChanged, versionsConsumerModule } from '../support/test-modules';

// Real servers on a machine shared with other test runs: allow more than jest's 5 s.
jest.setTimeout(60_000);

describe('runtime on the embedded infrastructure', () => {
  let dataDir: string;
  let infrastructure: Infrastructure;
  const running: RunningService[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'outings-runtime-'));
    infrastructure = await createInfrastructure('embedded', { DATA_DIR: dataDir, EVENT_RETRY_DELAYS_MS: '20,40', OUTBOX_POLL_MS: '60000', INTERNAL_AUTH_SECRET: TEST_INTERNAL_AUTH_SECRET }, logger);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((service) => service.stop()));
  });

  afterAll(async () => {
    await infrastructure.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const handledBy = async (service: string, eventId: string) =>
    (await infrastructure.database.db.execute(`select 1 from ${service}.processed_events where event_id = '${eventId}'`)).rows.length > 0;

  const start = async (module: ServiceModule) => {
    const service = await runService(module, infrastructure, { port: 0, logger });
    running.push(service);
    return service;
  };

  it("delivers an event committed by one service to another's subscription exactly once", async () => {
    const correlationIds: Array<string | undefined> = [];
    const producer = await start(producerModule('auth'));
    await start(consumerModule('profile', correlationIds));

    const response = await fetch(`${producer.url}/sign-ups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-runtime-1', ...gatewayHeaders({ method: 'POST', path: '/sign-ups' }) },
      body: JSON.stringify({ n: 1 }),
    });
    expect(response.status).toBe(201);

    // The relay polls only every minute here: arriving now means it was woken by the commit.
    await waitFor('the event applied', async () => (await appliedCounts(infrastructure.database.db, 'profile')).rows === 1, 5_000);
    const applied = await infrastructure.database.db.execute('select n from profile.applied');
    expect(applied.rows).toEqual([{ n: 1 }]);
    // The request id travelled with the event.
    expect(correlationIds).toEqual(['req-runtime-1']);

    // A redelivery of the same event (at-least-once) changes nothing.
    const [published] = (await infrastructure.database.db.execute<{ payload: unknown }>('select payload from auth.outbox')).rows;
    await infrastructure.bus.publish(published?.payload as Parameters<Infrastructure['bus']['publish']>[0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await appliedCounts(infrastructure.database.db, 'profile')).toEqual({ rows: 1, distinct: 1 });
  });

  it('parks an event whose data breaks its contract without calling the handler', async () => {
    await start(consumerModule('media'));
    const event = { ...createEvent(VerificationRequested, { userId: '7', email: 'a@b.c', firstName: 'A', verifyUrl: 'http://x.y/z' }), data: { userId: 7 } };
    await infrastructure.bus.publish(event);
    const bus = infrastructure.bus as MemoryBus;
    await waitFor('the parked event', () => bus.deadLetters('outings.media').length === 1);
    expect(bus.deadLetters('outings.media')[0]?.reason).toMatch(/^poison event: account.verification-requested data breaks its contract/);
    expect(await appliedCounts(infrastructure.database.db, 'media')).toEqual({ rows: 0, distinct: 0 });
  });

  it('skips an older aggregate version by default, and applies it once for a subscription taking every version', async () => {
    await start(versionsConsumerModule('chat', false));
    await start(versionsConsumerModule('notification', true));
    const newer = outingRecordChanged('u-versions', 3);
    const older = outingRecordChanged('u-versions', 2);
    // The newer state first, then the older one late.
    for (const event of [newer, older]) {
      await infrastructure.bus.publish(event);
      await waitFor('both consumers handled it', async () => (await handledBy('chat', event.id)) && (await handledBy('notification', event.id)));
    }
    // A redelivery of the older one is the inbox's to stop, every version or not.
    await infrastructure.bus.publish(older);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await appliedVersions(infrastructure.database.db, 'chat')).toEqual([3]);
    expect(await appliedVersions(infrastructure.database.db, 'notification')).toEqual([3, 2]);
    // Taking every version records none: a versioned consumer of the same service would decide alone.
    const recorded = await infrastructure.database.db.execute('select 1 from notification.aggregate_versions');
    expect(recorded.rows).toEqual([]);
  });

  it('refuses at start-up a subscription to an event type no contract declares', async () => {
    const module: ServiceModule = {
      name: 'notification',
      migrationsFolder: null,
      async create({ logger: serviceLogger }) {
        return {
          app: createServiceApp({ logger: serviceLogger, routes: () => undefined }),
          // Shaped like a contract, but declared in no contract file.
          subscriptions: [on(defineEvent('auth', 'account.imagined', 1, z.object({})), async () => undefined)],
        };
      },
    };
    await expect(runService(module, infrastructure, { port: 0, logger })).rejects.toThrow(
      'notification subscribes to event types no contract declares: account.imagined.',
    );
  });

  it('refuses at start-up a repeating job whose queue has no handler', async () => {
    const module: ServiceModule = {
      name: 'notification',
      migrationsFolder: null,
      async create({ logger: serviceLogger }) {
        return {
          app: createServiceApp({ logger: serviceLogger, routes: () => undefined }),
          repeatingJobs: [{ queue: 'digest', schedulerId: 'daily', everyMs: 86_400_000, data: {} }],
        };
      },
    };
    await expect(runService(module, infrastructure, { port: 0, logger })).rejects.toThrow(
      'notification repeats jobs on queues without a handler: digest',
    );
  });

  it('stops taking requests once stopped', async () => {
    const producer = await runService(producerModule('auth'), infrastructure, { port: 0, logger });
    await producer.stop();
    await expect(fetch(`${producer.url}/sign-ups`, { method: 'POST' })).rejects.toThrow();
  });
});
