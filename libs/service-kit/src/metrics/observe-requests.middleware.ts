// Times every request into the histogram under its route pattern and, while tracing is
// on, wraps it in a server span. Per request: a clock read, a 'close' listener and one
// observe; the label is read once the answer is out, when the route is known.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { endRequestSpan, startRequestSpan } from '../tracing/request-spans';
import { tracingEnabled } from '../tracing/start-tracing';
import type { RequestDurationHistogram } from './metrics-registry';
import { routeLabel } from './route-label';

export interface ObserveRequestsOptions {
  service: string;
  /** Whether a caller's `traceparent` is believed: by services (the gateway calls them), not by the gateway. */
  continueCallerTrace: boolean;
}

export function observeRequests(requestDuration: RequestDurationHistogram, options: ObserveRequestsOptions): RequestHandler {
  const observe = requestObserver(requestDuration, options);
  return (req, res, next) => observe(req, res, () => routeLabel(req.baseUrl, req.route?.path), next);
}

/**
 * The same without express, for the gateway's request pipeline (its express chain and its
 * forwarded calls, answered before express, alike): `routeOf` names the answering route's
 * pattern once the answer is out; `next` runs the rest of the request, inside the span
 * when tracing is on.
 */
export function requestObserver(requestDuration: RequestDurationHistogram, { service, continueCallerTrace }: ObserveRequestsOptions) {
  return (req: IncomingMessage, res: ServerResponse, routeOf: () => string, next: () => void): void => {
    const method = req.method ?? 'GET';
    const startedAt = performance.now();
    const traced = tracingEnabled() ? startRequestSpan(method, continueCallerTrace ? req.headers : undefined, service) : undefined;
    res.once('close', () => {
      const route = routeOf();
      requestDuration.observe({ method, route, status: res.statusCode }, (performance.now() - startedAt) / 1000);
      if (traced) endRequestSpan(traced.span, method, route, res.statusCode);
    });
    if (traced) traced.run(next);
    else next();
  };
}
