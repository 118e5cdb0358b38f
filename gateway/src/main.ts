// The gateway as its own process (cluster, compose, k8s): settings from the environment,
// Redis-backed sessions, then listen and drain on SIGTERM.
import { createLogger, listen, onShutdown, startTracingFromEnv } from '@outings/service-kit';
import { loadStandaloneConfig } from './config';
import { createGateway } from './gateway';

async function main(): Promise<void> {
  const logger = createLogger('gateway');
  const tracing = startTracingFromEnv('outings-gateway');
  const config = loadStandaloneConfig();
  const gateway = createGateway({ logger, ...config });
  const running = await listen(gateway.handle, config.port, config.host);
  gateway.attach(running.server);
  // Closers run last-first: sockets and pools go first, then the server finishes draining.
  onShutdown(logger, [async () => tracing?.shutdown(), () => running.close(), () => gateway.close()]);
  logger.info({ url: running.url, publicUrl: config.publicUrl }, 'gateway listening');
}

main().catch((error: unknown) => {
  // Configuration errors name every wrong variable; print them plainly and refuse to start.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
