import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { startTracing, traceCallsTo, type Tracing } from './start-tracing';

/** A server that records the headers of each request. */
async function recordingServer(): Promise<{ url: string; seen: IncomingHttpHeaders[]; server: Server }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

describe('calls made while tracing', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let ours: Awaited<ReturnType<typeof recordingServer>>;
  let foreign: Awaited<ReturnType<typeof recordingServer>>;

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'test', spanProcessor: new SimpleSpanProcessor({ exporter }) });
    [ours, foreign] = await Promise.all([recordingServer(), recordingServer()]);
    traceCallsTo(ours.url);
  });
  afterAll(async () => {
    await tracing.shutdown();
    await Promise.all([ours, foreign].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  const fetchInSpan = async (url: string) => {
    const span = trace.getTracer('test').startSpan('request');
    await context.with(trace.setSpan(context.active(), span), async () => (await fetch(url)).text());
    span.end();
    return span.spanContext().traceId;
  };

  it('carry the trace to an origin declared ours, under a client span', async () => {
    const traceId = await fetchInSpan(`${ours.url}/users`);
    expect(ours.seen[0]?.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(exporter.getFinishedSpans().some((span) => span.kind === SpanKind.CLIENT)).toBe(true);
  });

  it('leave calls to any other origin alone: a push service never sees our trace ids', async () => {
    exporter.reset();
    await fetchInSpan(`${foreign.url}/push/device`);
    expect(foreign.seen[0]?.traceparent).toBeUndefined();
    expect(exporter.getFinishedSpans().some((span) => span.kind === SpanKind.CLIENT)).toBe(false);
  });
});
