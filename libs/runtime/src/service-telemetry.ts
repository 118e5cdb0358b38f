// What one service exposes about itself: its `/metrics` (requests, events published and
// consumed, retries and dead letters, outbox lag, job queue depth) and, while tracing is
// on, the spans of its requests, of the relay's publishes and of its event handling.
import express, { type Express } from 'express';
import { Counter, Gauge } from 'prom-client';
import type { EventEnvelope } from '@outings/contracts';
import type { DeliveryObserver, EventHandler } from '@outings/bus';
import { outboxBacklog, type Database, type OutboxBacklog } from '@outings/db';
import type { JobQueue } from '@outings/jobs';
import { createMetrics, inEventSpan, metricsHandler, observeRequests } from '@outings/service-kit';

export interface ServiceTelemetryOptions {
  service: string;
  database: Database;
  schema: string;
  jobs?: JobQueue | undefined;
}

export interface ServiceTelemetry {
  /** The app as served: `GET /metrics` first, then every request timed (and traced) on its way to `app`. */
  serve(app: Express): Express;
  /** Wraps the relay's publish of one event. */
  instrumentPublish(event: EventEnvelope, publish: () => Promise<void>): Promise<void>;
  /** Wraps the service's event handler. */
  observeConsumption(handler: EventHandler): EventHandler;
  /** Counts what the bus retries or parks. */
  deliveryObserver: DeliveryObserver;
}

/** Counts `work`'s outcome under the event's type, rethrowing its failure. */
async function counted(counter: Counter<'type' | 'outcome'>, event: EventEnvelope, success: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
    counter.inc({ type: event.type, outcome: success });
  } catch (error) {
    counter.inc({ type: event.type, outcome: 'failed' });
    throw error;
  }
}

export function createServiceTelemetry({ service, database, schema, jobs }: ServiceTelemetryOptions): ServiceTelemetry {
  const { registry, requestDuration } = createMetrics(service);
  const registers = [registry];
  const published = new Counter({ name: 'events_published_total', help: 'Events the outbox relay handed to the bus, by type and outcome (published, failed).', labelNames: ['type', 'outcome'] as const, registers });
  const consumed = new Counter({ name: 'events_consumed_total', help: 'Events this service handled, by type and outcome (handled, failed).', labelNames: ['type', 'outcome'] as const, registers });
  const retries = new Counter({ name: 'event_retries_total', help: 'Failed deliveries the bus will retry after a delay, by type.', labelNames: ['type'] as const, registers });
  const deadLettered = new Counter({ name: 'events_dead_lettered_total', help: 'Events parked in the dead-letter queue after the last attempt, by type (invalid: not a valid envelope).', labelNames: ['type'] as const, registers });

  // The three outbox gauges share one query per scrape (prom-client collects them in parallel).
  let backlogRead: Promise<OutboxBacklog | undefined> | undefined;
  const readBacklog = () =>
    (backlogRead ??= outboxBacklog(database, schema)
      .catch(() => undefined) // the database away: the last values stay, `/readyz` tells
      .finally(() => {
        backlogRead = undefined;
      }));
  const backlogGauge = (name: string, help: string, value: (backlog: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const backlog = await readBacklog();
        if (backlog) this.set(value(backlog));
      },
    });
  backlogGauge('outbox_pending_events', 'Committed events not on the bus yet.', (backlog) => backlog.pending);
  backlogGauge('outbox_oldest_pending_seconds', 'How long the oldest event not on the bus yet has waited: the outbox lag.', (backlog) => backlog.oldestPendingSeconds);
  backlogGauge('outbox_parked_events', 'Events parked as PublishedFailed after the last publish attempt.', (backlog) => backlog.parked);
  if (jobs) {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs not finished yet (waiting, delayed, running, awaiting a retry), per queue.',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const depths = await jobs.depths().catch(() => undefined);
        if (!depths) return;
        this.reset();
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      },
    });
  }

  return {
    serve(app) {
      const served = express();
      served.disable('x-powered-by');
      served.get('/metrics', metricsHandler(registry));
      served.use(observeRequests(requestDuration, { service, continueCallerTrace: true }));
      served.use(app);
      return served;
    },
    instrumentPublish: (event, publish) => counted(published, event, 'published', () => inEventSpan('publish', event, service, publish)),
    observeConsumption: (handler) => (event) => counted(consumed, event, 'handled', () => inEventSpan('consume', event, service, () => handler(event))),
    deliveryObserver: {
      retrying: (event) => retries.inc({ type: event.type }),
      deadLettered: (event) => deadLettered.inc({ type: event?.type ?? 'invalid' }),
    },
  };
}
