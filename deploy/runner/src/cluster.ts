// `npm run start:cluster`: each service and the gateway as its own process, against the
// PostgreSQL, Redis and RabbitMQ of this machine (DATABASE_URL, REDIS_URL, RABBITMQ_URL
// override the defaults), as docker-compose and k8s run them. When no S3_ENDPOINT is
// configured, a local S3-compatible server is started here and shared with the services.
import path from 'node:path';
import { serviceUrlVariable, type ServiceName } from '@outings/contracts';
import { createInfrastructure } from '@outings/runtime';
import { createLogger, onShutdown, type Logger } from '@outings/service-kit';
import { startLocalS3Server } from '@outings/storage/local-s3-server';
import { START_ORDER, loadRunnerConfig, type RunnerConfig } from './runner-config';
import { persistentSessionSecret } from './session-secret';
import { vapidEnvironment } from './vapid-keys';
import { startChild } from './child-process';
import { supervise, type SupervisedPart } from './supervised-child';
import { waitUntilReady } from './readiness';
import { Lifecycle } from './lifecycle';
import { banner } from './banner';
import { prepareServiceDatabases } from './service-databases';
import { startDemoSeed } from './demo-world/start-demo-seed';

const entryOf = (packageName: string) => path.join(path.dirname(require.resolve(`${packageName}/package.json`)), 'dist', 'main.js');

/** The address to probe a part on: its own, or loopback when it listens on every interface. */
const probeHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

async function s3Environment(config: RunnerConfig, logger: Logger, lifecycle: Lifecycle): Promise<NodeJS.ProcessEnv> {
  if (config.s3Endpoint) return {};
  const server = await startLocalS3Server({ directory: path.join(config.dataDir, 's3'), logger });
  lifecycle.add(() => server.close());
  const { endPoint, port, accessKey, secretKey, region } = server.endpoint;
  return { S3_ENDPOINT: `http://${endPoint}:${port}`, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey, S3_REGION: region };
}

/**
 * Seeds the demo world once every service is ready, on a bus connection of its own, kept
 * for the demo people's replies until the runner stops.
 */
async function seedDemoWorld(shared: NodeJS.ProcessEnv, config: RunnerConfig, serviceUrl: (name: ServiceName) => string, lifecycle: Lifecycle): Promise<void> {
  const logger = createLogger('demo-seed');
  const infrastructure = await createInfrastructure('cluster', { ...shared, DATABASE_URL: config.databaseUrl }, logger, {});
  lifecycle.add(() => infrastructure.close());
  const { bus, eventQueuePrefix, internalAuthSecret } = infrastructure;
  const serviceUrls = Object.fromEntries(START_ORDER.map((name) => [name, serviceUrl(name)])) as Record<ServiceName, string>;
  const demo = await startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger });
  lifecycle.add(() => demo.stop());
}

async function main(): Promise<void> {
  const logger = createLogger('runner');
  const config = loadRunnerConfig(process.env);
  const lifecycle = new Lifecycle(logger);
  onShutdown(logger, [() => lifecycle.stop()], 30_000);
  const supervised: SupervisedPart[] = [];
  // If the runner dies without stopping them, its detached children must not linger.
  process.once('exit', () => supervised.forEach((part) => part.killNow()));

  // A part that dies is restarted (supervised-child.ts); one that keeps dying stops everything.
  const startPart = (name: string, script: string, env: NodeJS.ProcessEnv): SupervisedPart => {
    const output = (line: string) => process.stdout.write(`${line}\n`);
    const part = supervise({ name, start: () => startChild({ name, script, env, output }), logger, isShuttingDown: () => lifecycle.isStopping });
    supervised.push(part);
    lifecycle.add(() => part.stop());
    void part.givenUp.then(() => {
      if (lifecycle.isStopping) return;
      logger.error({ part: name }, `${name} keeps dying; stopping everything`);
      void lifecycle.stop().then(() => process.exit(1));
    });
    return part;
  };

  try {
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      PUBLIC_URL: config.publicUrl,
      // What the gateway signs its calls to services with: shared by every part (a
      // restarted part gets it again); new at each start unless one was given.
      INTERNAL_AUTH_SECRET: config.internalAuthSecret,
      ...(await s3Environment(config, logger, lifecycle)),
    };
    const serviceUrl = (name: ServiceName) => `http://127.0.0.1:${config.servicePorts[name]}`;

    const databaseUrls = await prepareServiceDatabases(config.databaseUrl, logger);
    // Only the service that signs pushes gets the private key.
    const ownSettings: Partial<Record<ServiceName, NodeJS.ProcessEnv>> = { notification: await vapidEnvironment(process.env, config.dataDir) };

    for (const name of START_ORDER) {
      // Services trust the gateway's identity headers: they listen on loopback only.
      const env = { ...shared, ...ownSettings[name], PORT: String(config.servicePorts[name]), HOST: '127.0.0.1', DATABASE_URL: databaseUrls[name] };
      const part = startPart(name, entryOf(`@outings/${name}-service`), env);
      await waitUntilReady(serviceUrl(name), { isGone: part.hasGivenUp });
    }

    // Seeded before the gateway starts: the app answers once its demo world is there.
    if (config.demoSeed === 'true') await seedDemoWorld(shared, config, serviceUrl, lifecycle);

    const gateway = startPart('gateway', entryOf('@outings/gateway'), {
      ...shared,
      PORT: String(config.port),
      HOST: config.host,
      SESSION_SECRET: config.sessionSecret ?? (await persistentSessionSecret(config.dataDir)),
      // The database owner's URL stays with the runner: the gateway uses no database.
      DATABASE_URL: undefined,
      ...Object.fromEntries(START_ORDER.map((name) => [serviceUrlVariable(name), serviceUrl(name)])),
    });
    await waitUntilReady(`http://${probeHost(config.host)}:${config.port}`, { isGone: gateway.hasGivenUp });

    const parts = START_ORDER.map((name) => `${name} :${config.servicePorts[name]}`).join(', ');
    process.stdout.write(banner(config.publicUrl, config.smtpUrl, [`Each part is its own process: ${parts}.`]));
  } catch (error) {
    // Ctrl+C during start-up: the shutdown already under way ends the process.
    if (lifecycle.isStopping) return;
    logger.fatal({ err: error }, 'the cluster could not start');
    await lifecycle.stop();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
