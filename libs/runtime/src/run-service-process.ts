// A service as its own process (`src/main.ts`): cluster infrastructure from the
// environment, opened for what the service's manifest declares and nothing more, the
// service on PORT, a graceful stop on SIGTERM/SIGINT; traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { SERVICE_PORTS } from '@outings/contracts';
import { createLogger, onShutdown, startTracingFromEnv } from '@outings/service-kit';
import { createInfrastructure } from './infrastructure';
import { runService } from './run-service';
import { needsOf } from './service-needs';
import { readProcessConfig } from './runtime-config';
import type { ServiceModule } from './service-module';

export async function runServiceProcess(module: ServiceModule, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const logger = createLogger(module.name);
  const tracing = startTracingFromEnv(`outings-${module.name}`, env);
  try {
    const { PORT, HOST } = readProcessConfig(env);
    const infrastructure = await createInfrastructure('cluster', env, logger, needsOf([module.name]));
    try {
      const service = await runService(module, infrastructure, { port: PORT ?? SERVICE_PORTS[module.name], host: HOST, logger });
      // Closed last-registered first: the service drains, then its connections close.
      // Spans are flushed last, those of the stop included.
      onShutdown(logger, [async () => tracing?.shutdown(), () => infrastructure.close(), () => service.stop()]);
      logger.info({ url: service.url }, `${module.name} service listening on ${service.url}`);
    } catch (error) {
      await infrastructure.close();
      throw error;
    }
  } catch (error) {
    logger.fatal({ err: error }, `${module.name} service could not start`);
    // Exit even if a library left a handle open: a half-started service must not linger.
    process.exit(1);
  }
}
