// Metrics and traces of the embedded app: `/metrics` answers on every port of the embedded process
// (each service's own, the gateway's metrics port, never the public one), and one call
// is one trace: the gateway's request, its call to auth, auth's request, the relay's
// publish of the event auth wrote and another service's handling of it.
import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { createGateway, remoteUrlsFromEnv, DEFAULT_FRONTENDS_DIR, type Gateway } from '@outings/gateway';
import { SERVICE_MANIFESTS, type ServiceName } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, testLogger, type TestServices } from '@outings/runtime/testing';
import { listen, startTracing, type RunningServer, type Tracing } from '@outings/service-kit';
import { waitFor } from '@outings/test-support';
import { SERVICE_MODULES } from '../../src/service-modules';
import { START_ORDER } from '../../src/runner-config';

jest.setTimeout(120_000);

const PUBLIC_URL = 'http://outings.test';
/** A valid 1×1 PNG. */
const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const EVENT_FAMILIES = ['events_published_total', 'events_consumed_total', 'event_retries_total', 'events_dead_lettered_total'];
const OUTBOX_FAMILIES = ['outbox_pending_events', 'outbox_oldest_pending_seconds', 'outbox_parked_events'];
/** The services whose manifest declares job queues: only they report their queues' depth. */
const SERVICES_WITH_JOBS: readonly ServiceName[] = SERVICE_MANIFESTS.filter((manifest) => 'jobs' in manifest.needs).map((manifest) => manifest.name);

describe('metrics and traces of the embedded app', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let services: TestServices;
  const running: Partial<Record<ServiceName, RunningService>> = {};
  let gateway: Gateway;
  let publicServer: RunningServer;
  let metricsUrl: string;
  let signUpStatus: number;

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'outings-test', spanProcessor: new SimpleSpanProcessor({ exporter }) });
    services = await embeddedTestServices({ PUBLIC_URL });
    for (const name of START_ORDER) running[name] = await services.start(SERVICE_MODULES[name]);
    gateway = createGateway({
      logger: testLogger,
      publicUrl: PUBLIC_URL,
      sessionSecret: randomUUID() + randomUUID(),
    internalAuthSecret: services.infrastructure.internalAuthSecret,
      services: Object.fromEntries(START_ORDER.map((name) => [name, running[name]?.url ?? ''])) as Record<ServiceName, string>,
      frontendsDir: DEFAULT_FRONTENDS_DIR,
      remotes: remoteUrlsFromEnv({}),
      metricsPort: 0,
    });
    publicServer = await listen(gateway.handle, 0, '127.0.0.1');
    gateway.attach(publicServer.server);
    const metricsServer = await gateway.metricsServer();
    metricsUrl = `${metricsServer?.url ?? 'http://127.0.0.1:1'}/metrics`;

    exporter.reset();
    const signUp = await fetch(`${publicServer.url}/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify({
        user: {
          username: `traced-${randomUUID()}@example.com`,
          password: 'Secret-pass1',
          first_name: 'Ann',
          last_name: 'Lee',
          location: 'London, GB',
          tagline: 'Out and about',
          profile_picture: { zoom: 1, crop: { x: 0, y: 0 } },
        },
        photoString: PHOTO,
      }),
    });
    signUpStatus = signUp.status;
  });

  afterAll(async () => {
    await publicServer?.close();
    await gateway?.close();
    await services?.dispose();
    await tracing?.shutdown();
  });

  const spans = () => exporter.getFinishedSpans();
  const parentOf = (span: ReadableSpan) => spans().find((candidate) => candidate.spanContext().spanId === span.parentSpanContext?.spanId);
  const serverSpan = (service: string, route: string) =>
    spans().find((span) => span.kind === SpanKind.SERVER && span.attributes['outings.service'] === service && span.attributes['http.route'] === route);

  it('follows one sign-up from the gateway through auth and across the bus to the consumers', async () => {
    expect(signUpStatus).toBe(201);
    const consumedAtProfile = () => spans().find((span) => span.name === 'consume account.registered' && span.attributes['outings.service'] === 'profile');
    await waitFor('profile to handle account.registered', () => consumedAtProfile() !== undefined);
    const consumed = consumedAtProfile() as ReadableSpan;

    const atGateway = serverSpan('gateway', '/user/create');
    const atAuth = serverSpan('auth', '/accounts');
    const published = spans().find((span) => span.name === 'publish account.registered');
    expect(atGateway?.name).toBe('POST /user/create');
    // A browser's `traceparent` is not believed: the trace starts at the gateway.
    expect(atGateway?.parentSpanContext).toBeUndefined();
    // gateway → its HTTP client call (undici) → auth's request
    const call = atAuth && parentOf(atAuth);
    expect(call?.kind).toBe(SpanKind.CLIENT);
    expect(call && parentOf(call)).toBe(atGateway);
    // auth's request wrote the event: its publish and its handling are children of it.
    expect(published && parentOf(published)).toBe(atAuth);
    expect(parentOf(consumed)).toBe(atAuth);
    expect(published?.attributes['outings.service']).toBe('auth');
    const traceIds = new Set([atGateway, call, atAuth, published, consumed].map((span) => span?.spanContext().traceId));
    expect(traceIds.size).toBe(1);
  });

  /** The value of the sample of `name` whose labels include `labels`, whatever their order. */
  function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
    const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
    const line = text.split('\n').find((candidate) => {
      const match = /^(\w+)\{(.*)\} /.exec(candidate);
      return match?.[1] === name && wanted.every((pair) => (match[2] ?? '').split(',').includes(pair));
    });
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  }

  async function metricsOf(url: string): Promise<string> {
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    return answer.text();
  }

  it('serves each service its own metrics, on its own port', async () => {
    for (const name of START_ORDER) {
      const text = await metricsOf(`${running[name]?.url}/metrics`);
      for (const family of ['http_request_duration_seconds', ...EVENT_FAMILIES, ...OUTBOX_FAMILIES, 'process_cpu_user_seconds_total']) {
        expect({ name, family, present: text.includes(`# TYPE ${family} `) }).toEqual({ name, family, present: true });
      }
      expect({ name, jobs: text.includes('# TYPE job_queue_depth gauge') }).toEqual({ name, jobs: SERVICES_WITH_JOBS.includes(name) });
      expect(text.match(/service="[^"]*"/g)?.every((label) => label === `service="${name}"`)).toBe(true);
    }
    const auth = await metricsOf(`${running.auth?.url}/metrics`);
    expect(sample(auth, 'http_request_duration_seconds_count', { service: 'auth', method: 'POST', route: '/accounts', status: '201' })).toBe(1);
    expect(sample(auth, 'events_published_total', { service: 'auth', type: 'account.registered', outcome: 'published' })).toBe(1);
    expect(sample(auth, 'outbox_pending_events', { service: 'auth' })).toBe(0);
    const profile = await metricsOf(`${running.profile?.url}/metrics`);
    expect(sample(profile, 'events_consumed_total', { service: 'profile', type: 'account.registered', outcome: 'handled' })).toBe(1);
  });

  it("serves the gateway's metrics on the metrics port only, never on the public one", async () => {
    const text = await metricsOf(metricsUrl);
    expect(sample(text, 'http_request_duration_seconds_count', { service: 'gateway', method: 'POST', route: '/user/create', status: '201' })).toBe(1);
    expect(sample(text, 'realtime_open_sockets', { service: 'gateway' })).toBe(0);
    const onPublicPort = await fetch(`${publicServer.url}/metrics`);
    expect(await onPublicPort.text()).not.toContain('http_request_duration_seconds');
  });
});
