// OpenTelemetry for one process: off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then
// started once, before the process serves anything. Spans are made by our own code where
// the names are known (a request's route, an event's type: request-spans.ts,
// event-spans.ts) rather than by patching modules at load time, which works whatever was
// loaded first and costs one boolean test per request while tracing is off. Only undici,
// the gateway's client to the services, is instrumented from outside (through its
// diagnostics channels): its spans carry `traceparent` to the service. Only to the origins
// declared ours (`traceCallsTo`): fetch is undici too, and a push service or any other
// third party must not receive our trace ids.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface Tracing {
  /** Sends the spans still buffered and turns tracing off. */
  shutdown(): Promise<void>;
}

let started = false;
const ownOrigins = new Set<string>();

/** Declares `url`'s origin one of ours: undici calls to it get a client span and carry `traceparent`. */
export function traceCallsTo(url: string): void {
  ownOrigins.add(new URL(url).origin);
}

/** Calls to any other origin are left alone (an unparseable one too). */
function isForeign(origin: string): boolean {
  try {
    return !ownOrigins.has(new URL(origin).origin);
  } catch {
    return true;
  }
}

/** True once `startTracing` ran in this process: the span helpers do nothing before. */
export function tracingEnabled(): boolean {
  return started;
}

/** `serviceName` names the process in the trace backend (`outings-profile`). */
export function startTracing({ serviceName, spanProcessor }: { serviceName: string; spanProcessor: SpanProcessor }): Tracing {
  if (started) throw new Error('tracing is started once per process');
  const provider = new TracerProvider({ resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }), spanProcessors: [spanProcessor] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const undici = new UndiciInstrumentation({ ignoreRequestHook: (request) => isForeign(request.origin) });
  started = true;
  return {
    async shutdown() {
      if (!started) return;
      started = false;
      undici.disable();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/**
 * Starts tracing with the OTLP/HTTP exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (the exporter reads it and the other OTEL_EXPORTER_OTLP_* variables itself);
 * OTEL_SERVICE_NAME overrides the name. Without the endpoint: nothing, undefined.
 */
export function startTracingFromEnv(serviceName: string, env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return startTracing({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    spanProcessor: new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
  });
}
