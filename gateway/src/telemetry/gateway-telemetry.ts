// The gateway's metrics (requests by route pattern and status, open sockets, the
// process's own) and its server spans. `/metrics` is served on a port of its own
// (METRICS_PORT), never on the public one: the public port faces the internet, and a
// proxy rule would leak them the day the gateway is reached without its proxy.
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Gauge } from 'prom-client';
import { createMetrics, listen, metricsHandler, requestObserver, type Logger, type RunningServer } from '@outings/service-kit';

export interface GatewayTelemetryOptions {
  logger: Logger;
  /** Where `/metrics` is served; none when undefined (0 picks a free port). */
  metricsPort: number | undefined;
  openSockets: () => number;
}

export interface GatewayTelemetry {
  /** Times a request and spans it: `routeOf` names the answering route's pattern (chain/request-pipeline.ts). */
  observeRequest: ReturnType<typeof requestObserver>;
  /** Serves `/metrics` on the metrics port, on the interface `publicServer` listens on. */
  serveMetrics(publicServer: HttpServer): void;
  /** The metrics listener once it listens (tests read its port). */
  metricsServer(): Promise<RunningServer | undefined>;
  close(): Promise<void>;
}

export function createGatewayTelemetry({ logger, metricsPort, openSockets }: GatewayTelemetryOptions): GatewayTelemetry {
  const { registry, requestDuration } = createMetrics('gateway');
  new Gauge({
    name: 'realtime_open_sockets',
    help: 'socket.io connections open on this gateway replica.',
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
  let listening: Promise<RunningServer | undefined> = Promise.resolve(undefined);

  return {
    observeRequest: requestObserver(requestDuration, { service: 'gateway', continueCallerTrace: false }),
    serveMetrics(publicServer) {
      if (metricsPort === undefined) return;
      const app = express();
      app.disable('x-powered-by');
      app.get('/metrics', metricsHandler(registry));
      const { address } = publicServer.address() as AddressInfo;
      // A port taken must not stop the app: it serves on, without metrics, and says so.
      listening = listen(app, metricsPort, address).catch((error: unknown) => {
        logger.error({ err: error, port: metricsPort }, 'metrics not served: METRICS_PORT could not be bound');
        return undefined;
      });
    },
    metricsServer: () => listening,
    close: async () => (await listening)?.close(),
  };
}
