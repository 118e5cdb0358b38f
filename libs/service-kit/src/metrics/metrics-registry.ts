// One prom-client registry per service, every series labelled with the service: the
// embedded process runs eight services and the gateway, each with its own `/metrics`.
// What belongs to the process (CPU, memory, event-loop lag, GC) is collected once per
// process and appended to each of them.
import type { RequestHandler } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type RequestDurationHistogram = Histogram<'method' | 'route' | 'status'>;

export interface Metrics {
  registry: Registry;
  /** `http_request_duration_seconds{method, route, status}`. */
  requestDuration: RequestDurationHistogram;
}

/** From 5 ms (a cached read) to 10 s (a picture re-encoded under load). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return { registry, requestDuration };
}

/** The Prometheus text of the service's metrics followed by the process's. */
export async function metricsText(registry: Registry): Promise<string> {
  const [own, shared] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
  return `${own}\n${shared}`;
}

/** `GET /metrics`: only ever mounted on a port the internet cannot reach. */
export function metricsHandler(registry: Registry): RequestHandler {
  return (_req, res, next) => {
    metricsText(registry).then((text) => res.type(registry.contentType).send(text), next);
  };
}
