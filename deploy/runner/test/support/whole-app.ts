// The whole app in this process for suites that probe it from outside: every service on
// the embedded infrastructure, the demo world seeded as the runner seeds it, the gateway in front of them with its
// socket.io attached, and the Sample Login account signed in. A suite may start further
// gateways on the same services (other limits, say), each with its own sessions.
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createGateway, remoteUrlsFromEnv, DEFAULT_FRONTENDS_DIR, type Gateway, type GatewayOptions } from '@outings/gateway';
import type { ServiceName } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, testLogger, type TestServices } from '@outings/runtime/testing';
import { listen } from '@outings/service-kit';
import { SERVICE_MODULES } from '../../src/service-modules';
import { startDemoSeed, type DemoSeed } from '../../src/demo-world/start-demo-seed';
import { START_ORDER } from '../../src/runner-config';

export const PUBLIC_URL = 'http://outings.test';
const SAMPLE_LOGIN = { username: 'sample@outings.app', password: 'Sample-login1' };

export interface RunningGateway {
  gateway: Gateway;
  /** The gateway's address. */
  url: string;
  /** The Sample Login account's session on this gateway. */
  sample: { userId: string; cookie: string; friendIds: string[] };
  close(): Promise<void>;
}

export interface WholeApp extends RunningGateway {
  services: TestServices;
  running: Record<ServiceName, RunningService>;
  /** The demo seeder of this start: its replies stop with `close`, or earlier with `demo.stop`. */
  demo: DemoSeed;
  /** Another gateway in front of the same services, e.g. with other limits. */
  startGateway(overrides?: Partial<GatewayOptions>): Promise<RunningGateway>;
}

async function startGatewayFor(
  running: Record<ServiceName, RunningService>,
  internalAuthSecret: string,
  overrides: Partial<GatewayOptions> = {},
): Promise<RunningGateway> {
  const gateway = createGateway({
    logger: testLogger,
    publicUrl: PUBLIC_URL,
    sessionSecret: randomUUID() + randomUUID(),
    internalAuthSecret,
    services: Object.fromEntries(START_ORDER.map((name) => [name, running[name].url])) as Record<ServiceName, string>,
    frontendsDir: DEFAULT_FRONTENDS_DIR,
    remotes: remoteUrlsFromEnv({}),
    ...overrides,
  });
  const server: { server: Server; url: string; close(): Promise<void> } = await listen(gateway.handle, 0, '127.0.0.1');
  gateway.attach(server.server);
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(SAMPLE_LOGIN),
  });
  if (login.status !== 200) throw new Error(`Sample Login answered ${login.status}`);
  const view = (await login.json()) as { user: { _id: string; friends: string[] } };
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('outings.sid='))!.split(';')[0]!;
  return {
    gateway,
    url: server.url,
    sample: { userId: view.user._id, cookie, friendIds: view.user.friends },
    async close() {
      // Closing socket.io closes the HTTP server it is attached to.
      await gateway.close();
      await server.close();
    },
  };
}

export async function startWholeApp(): Promise<WholeApp> {
  const services = await embeddedTestServices({ PUBLIC_URL });
  const running: Partial<Record<ServiceName, RunningService>> = {};
  for (const name of START_ORDER) running[name] = await services.start(SERVICE_MODULES[name]);
  const started = running as Record<ServiceName, RunningService>;
  const { bus, eventQueuePrefix, internalAuthSecret } = services.infrastructure;
  const serviceUrls = Object.fromEntries(START_ORDER.map((name) => [name, started[name].url])) as Record<ServiceName, string>;
  const demo = await startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger: testLogger });
  const first = await startGatewayFor(started, services.infrastructure.internalAuthSecret);
  const others: RunningGateway[] = [];
  return {
    ...first,
    services,
    demo,
    running: started,
    async startGateway(overrides) {
      const another = await startGatewayFor(started, services.infrastructure.internalAuthSecret, overrides);
      others.push(another);
      return another;
    },
    async close() {
      for (const gateway of [...others, first]) await gateway.close();
      await demo.stop();
      await services.dispose();
    },
  };
}
