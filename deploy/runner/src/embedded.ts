// `npm start`: the whole app in one process. One PGlite under DATA_DIR, the in-memory
// bus, in-process jobs and a local S3-compatible server; each service still listens on
// its own loopback port and the gateway reaches it over HTTP, exactly as in a cluster.
// The gateway runs on a worker thread of its own (gateway-thread/), so the process uses
// two cores: the browsers' side on one, the services and their database on the other.
import { randomBytes } from 'node:crypto';
import type { ServiceName } from '@outings/contracts';
import { createInfrastructure, needsOf, runService, type RunningService } from '@outings/runtime';
import { createLogger, onShutdown, startTracingFromEnv } from '@outings/service-kit';
import { DEFAULT_FRONTENDS_DIR, loadTrustConfig, remoteUrlsFromEnv } from '@outings/gateway';
import { START_ORDER, loadRunnerConfig } from './runner-config';
import { SERVICE_MODULES } from './service-modules';
import { banner } from './banner';
import { Lifecycle } from './lifecycle';
import { vapidEnvironment } from './vapid-keys';
import { startDemoSeed } from './demo-world/start-demo-seed';
import { startGatewayThread } from './gateway-thread/gateway-thread';

/**
 * Connections from the gateway to each service. Here every service answers on one event
 * loop: a connection more adds no capacity, only work to each turn of that loop. When the
 * gateway shared that loop, under load a new browser connection waited turns (libuv
 * accepts one connection per turn): with the cluster's 128, a turn of 200 concurrent
 * session checks took 30 ms and new connections waited seconds; with 8, further calls
 * wait in the gateway, in order, and the slowest of 200 connections' checks took 0.7 s
 * instead of 3.4 s, for ~10 % less throughput (bench/auth-check.mjs, bench/README.md).
 */
const SERVICE_CONNECTIONS = 8;

async function main(): Promise<void> {
  const logger = createLogger('runner');
  const config = loadRunnerConfig(process.env);
  // The gateway's ALLOWED_ORIGINS and TRUST_PROXY, checked as its own process checks them.
  const trust = loadTrustConfig(process.env);
  // The gateway and the services meet only in this process: a secret of this start alone
  // unless one was given.
  const { internalAuthSecret } = config;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    INTERNAL_AUTH_SECRET: internalAuthSecret,
    DATA_DIR: config.dataDir,
    PUBLIC_URL: config.publicUrl,
    ...(await vapidEnvironment(process.env, config.dataDir)),
  };
  const lifecycle = new Lifecycle(logger);
  // One process, one trace resource: each span names its service (`outings.service`).
  const tracing = startTracingFromEnv('outings');
  lifecycle.add(async () => tracing?.shutdown());
  // From the first moment: Ctrl+C during start-up stops what has started so far.
  onShutdown(logger, [() => lifecycle.stop()]);
  try {
    // Opened once for every service: the union of what their manifests declare.
    const infrastructure = await createInfrastructure('embedded', env, logger, needsOf(START_ORDER));
    lifecycle.add(() => infrastructure.close());

    const urls: Partial<Record<ServiceName, string>> = {};
    for (const name of START_ORDER) {
      const service: RunningService = await runService(SERVICE_MODULES[name], infrastructure, { port: 0, logger: createLogger(name) });
      lifecycle.add(() => service.stop());
      urls[name] = service.url;
    }

    // Seeded before the gateway listens: the app answers once its demo world is there.
    if (config.demoSeed === 'true') {
      const { bus, eventQueuePrefix } = infrastructure;
      const serviceUrls = urls as Record<ServiceName, string>;
      const demo = await startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger: createLogger('demo-seed') });
      lifecycle.add(() => demo.stop());
    }

    const gateway = await startGatewayThread(
      {
        port: config.port,
        host: config.host,
        publicUrl: config.publicUrl,
        ...trust,
        // One process holds every session in memory: they end with it, and so may the secret.
        sessionSecret: randomBytes(32).toString('base64url'),
        internalAuthSecret,
        services: urls as Record<ServiceName, string>,
        serviceClient: { connections: SERVICE_CONNECTIONS },
        metricsPort: config.metricsPort,
        frontendsDir: DEFAULT_FRONTENDS_DIR,
        remotes: remoteUrlsFromEnv(env),
      },
      logger,
      (error) => {
        logger.fatal({ err: error }, 'Outings stops: its gateway is gone');
        void lifecycle.stop().finally(() => process.exit(1));
      },
    );
    // Services' realtime pushes (`update-user`) go to the gateway's sockets, on its thread.
    infrastructure.realtime?.connect?.(gateway.realtime);
    // Stopped first: the gateway's sockets and pools, then its server drains.
    lifecycle.add(() => gateway.close());

    process.stdout.write(banner(config.publicUrl, config.smtpUrl, [`Data is kept in ${config.dataDir}.`]));
  } catch (error) {
    logger.fatal({ err: error }, 'Outings could not start');
    await lifecycle.stop();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // A wrong setting: the message names every variable to fix.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
