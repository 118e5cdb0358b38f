export { currentEventTraceContext, inEventSpan, type EventSpanKind, type EventTraceContext } from './event-spans';
export { startTracing, startTracingFromEnv, traceCallsTo, tracingEnabled, type Tracing } from './start-tracing';
