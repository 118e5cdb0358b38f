// A server span per request, named once the route that answered is known: child of the
// caller's `traceparent` on a service (its caller is the gateway), a new trace on the
// gateway, which does not let the internet pick trace ids or sampling.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Span } from '@opentelemetry/api';
import type { IncomingHttpHeaders } from 'node:http';

/** `callerHeaders`: the request's headers when its `traceparent` is believed (a service's caller is the gateway), else undefined. */
export function startRequestSpan(method: string, callerHeaders: IncomingHttpHeaders | undefined, service: string): { span: Span; run: (next: () => void) => void } {
  const parent = callerHeaders ? propagation.extract(ROOT_CONTEXT, callerHeaders) : ROOT_CONTEXT;
  const span = trace.getTracer('outings').startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'outings.service': service } },
    parent,
  );
  const active = trace.setSpan(parent, span);
  return { span, run: (next) => context.with(active, next) };
}

export function endRequestSpan(span: Span, method: string, route: string, status: number): void {
  span.updateName(`${method} ${route}`);
  span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
