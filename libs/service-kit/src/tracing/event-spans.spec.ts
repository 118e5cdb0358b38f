import { SpanKind, context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { eventEnvelopeSchema, type EventEnvelope } from '@outings/contracts';
import { currentEventTraceContext, inEventSpan } from './event-spans';
import { startTracing, type Tracing } from './start-tracing';

const envelope = (extra: Partial<EventEnvelope> = {}): EventEnvelope => ({
  id: '6f1c3c8e-5b7a-4d0e-9a51-0c6f3a2d9e11',
  type: 'profile.updated',
  version: 1,
  occurredAt: new Date().toISOString(),
  producer: 'profile',
  data: {},
  ...extra,
});

describe('event trace context', () => {
  it('is nothing while tracing is off, and the work still runs', async () => {
    expect(currentEventTraceContext()).toEqual({});
    await expect(inEventSpan('consume', envelope(), 'media', async () => 'done')).resolves.toBe('done');
  });

  describe('with tracing on', () => {
    const exporter = new InMemorySpanExporter();
    let tracing: Tracing;
    beforeAll(() => {
      tracing = startTracing({ serviceName: 'test', spanProcessor: new SimpleSpanProcessor({ exporter }) });
    });
    afterAll(() => tracing.shutdown());
    beforeEach(() => exporter.reset());

    it('puts the active span in the envelope, which still parses, and old envelopes without it too', () => {
      const span = trace.getTracer('test').startSpan('request');
      const fields = context.with(trace.setSpan(context.active(), span), () => currentEventTraceContext());
      span.end();
      const { traceId, spanId } = span.spanContext();
      expect(fields).toEqual({ traceparent: `00-${traceId}-${spanId}-01` });
      expect(eventEnvelopeSchema.parse(envelope(fields)).traceparent).toBe(fields.traceparent);
      expect(eventEnvelopeSchema.parse(envelope()).traceparent).toBeUndefined();
    });

    it('publishes and consumes in spans whose parent is the context the event carries', async () => {
      const origin = trace.getTracer('test').startSpan('request');
      const event = envelope(context.with(trace.setSpan(context.active(), origin), () => currentEventTraceContext()));
      origin.end();
      await inEventSpan('publish', event, 'profile', async () => undefined);
      await expect(inEventSpan('consume', event, 'media', () => Promise.reject(new Error('handler failed')))).rejects.toThrow('handler failed');

      const [publish, consume] = exporter.getFinishedSpans().filter((span) => span.name !== 'request');
      for (const span of [publish, consume]) {
        expect(span?.spanContext().traceId).toBe(origin.spanContext().traceId);
        expect(span?.parentSpanContext?.spanId).toBe(origin.spanContext().spanId);
      }
      expect(publish).toMatchObject({ name: 'publish profile.updated', kind: SpanKind.PRODUCER, attributes: { 'outings.service': 'profile' } });
      expect(consume).toMatchObject({ name: 'consume profile.updated', kind: SpanKind.CONSUMER, attributes: { 'outings.service': 'media' }, status: { code: 2 } });
    });

    it('starts a new trace for an event that carries none', async () => {
      await inEventSpan('consume', envelope(), 'media', async () => undefined);
      const [span] = exporter.getFinishedSpans();
      expect(span?.parentSpanContext).toBeUndefined();
    });
  });
});
