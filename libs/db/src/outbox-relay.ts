// The outbox relay: moves committed events from a schema's outbox to the bus. eShop keeps
// the same row states but has no relay that retries; this one retries with back-off,
// re-publishes rows a dead relay left InProgress, and purges what was delivered.
import type { Logger } from 'pino';
import type { EventEnvelope } from '@outings/contracts';
import { createOutboxStore, type ClaimedEvent } from './outbox-store';
import { retryDelayMs } from './retry-delay';
import type { Database } from './port';

/** The part of the event bus the relay needs: `publish` resolves once the broker confirmed. */
export interface EventPublisher {
  publish(event: EventEnvelope): Promise<void>;
  isReady(): boolean;
}

export interface OutboxRelayOptions {
  database: Database;
  schema: string;
  bus: EventPublisher;
  logger: Logger;
  /** Polling period: the safety net behind `wake()`. */
  intervalMs?: number;
  batchSize?: number;
  /** An InProgress row older than this belongs to a relay that died mid-publish. */
  stuckAfterMs?: number;
  /** Failed attempts before a row is parked as PublishedFailed for an operator. */
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a published row is kept for inspection before it is deleted. */
  retentionMs?: number;
  /** Wraps each publish (its span and count); by default the bare publish. */
  instrumentPublish?: (event: EventEnvelope, publish: () => Promise<void>) => Promise<void>;
}

export interface OutboxRelay {
  /** Publishes now what is due, e.g. right after a commit that added events. */
  wake(): void;
  /** Stops polling, waits for the running pass and makes a last one. */
  stop(): Promise<void>;
}

const PURGE_EVERY_MS = 60_000;

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const {
    database,
    schema,
    bus,
    intervalMs = 1_000,
    batchSize = 100,
    stuckAfterMs = 60_000,
    maxAttempts = 20,
    retryBaseMs = 1_000,
    retryMaxMs = 60_000,
    retentionMs = 10 * 60_000,
    instrumentPublish = (_event, publish) => publish(),
  } = options;
  const logger = options.logger.child({ component: 'outbox-relay', schema });
  const store = createOutboxStore(database, schema);
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let stopped = false;
  let lastPurge = 0;

  async function recordFailure(event: ClaimedEvent, reason: unknown): Promise<void> {
    const message = reason instanceof Error ? reason.message : String(reason);
    const attempt = event.attempts + 1;
    const log = { eventId: event.id, type: event.envelope.type, attempt, err: reason };
    if (attempt >= maxAttempts) {
      logger.error(log, 'event not published after the last attempt: parked as PublishedFailed');
      await store.markFailed(event, message, null);
    } else {
      logger.warn(log, 'event not published: will retry');
      await store.markFailed(event, message, retryDelayMs(attempt, retryBaseMs, retryMaxMs));
    }
  }

  /** Publishes one claimed batch; a pass goes on while batches come back full and all published. */
  async function publishBatch(): Promise<{ claimed: number; allPublished: boolean }> {
    const claimed = await store.claim(batchSize, stuckAfterMs);
    // Published back to back on one channel, the events keep their order on the wire;
    // the confirms are awaited together.
    const results = await Promise.allSettled(claimed.map(({ envelope }) => instrumentPublish(envelope, () => bus.publish(envelope))));
    const published = claimed.filter((_, index) => results[index]?.status === 'fulfilled');
    await store.markPublished(published.map((event) => event.id));
    const failures = claimed.flatMap((event, index) => {
      const result = results[index];
      return result?.status === 'rejected' ? [{ event, reason: result.reason as unknown }] : [];
    });
    for (const { event, reason } of failures) await recordFailure(event, reason);
    return { claimed: claimed.length, allPublished: failures.length === 0 };
  }

  async function pass(): Promise<void> {
    try {
      // While the bus is down every publish would fail: leave the rows alone and keep
      // their attempts for real refusals.
      if (!bus.isReady()) return;
      for (;;) {
        const { claimed, allPublished } = await publishBatch();
        if (claimed < batchSize || !allPublished) break;
      }
      if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = Date.now();
        const purged = await store.purgePublished(retentionMs);
        if (purged > 0) logger.debug({ purged }, 'published events purged');
      }
    } catch (error) {
      logger.error({ err: error }, 'outbox relay pass failed');
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      // Events committed during a pass may have been missed by its claim: go again.
      wokenWhileRunning = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        wake();
      }
    });
  }

  const timer = setInterval(wake, intervalMs);
  // The relay alone must not keep a process alive.
  timer.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      await pass();
    },
  };
}
