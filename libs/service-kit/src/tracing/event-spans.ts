// The trace context crosses the bus inside the event envelope (`traceparent`,
// `tracestate`): taken from the span active where the event is created, and the parent
// of the spans that publish and consume it.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { EventEnvelope } from '@outings/contracts';
import { tracingEnabled } from './start-tracing';

export type EventTraceContext = Pick<EventEnvelope, 'traceparent' | 'tracestate'>;

/** The active span's context as envelope fields; none outside a sampled span or with tracing off. */
export function currentEventTraceContext(): EventTraceContext {
  if (!tracingEnabled()) return {};
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const { traceparent, tracestate } = carrier;
  return { ...(traceparent ? { traceparent } : {}), ...(tracestate ? { tracestate } : {}) };
}

export type EventSpanKind = 'publish' | 'consume';

/**
 * Runs `work` in a span whose parent is the context the event carries (a new trace when
 * it carries none): `publish` by the outbox relay, `consume` by the consuming service.
 */
export function inEventSpan<T>(kind: EventSpanKind, event: EventEnvelope, service: string, work: () => Promise<T>): Promise<T> {
  if (!tracingEnabled()) return work();
  const parent = propagation.extract(ROOT_CONTEXT, event as EventTraceContext);
  const span = trace.getTracer('outings').startSpan(
    `${kind} ${event.type}`,
    {
      kind: kind === 'publish' ? SpanKind.PRODUCER : SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'outings-bus',
        'messaging.operation.type': kind === 'publish' ? 'send' : 'process',
        'messaging.destination.name': event.type,
        'messaging.message.id': event.id,
        'outings.service': service,
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
