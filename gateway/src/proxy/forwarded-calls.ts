// Forwarded calls (forwarded-routes.ts) are answered before express, on the plain Node
// request: express's per-request set-up (it swaps the prototypes of `req` and `res`, which
// sends V8 down slow paths in Node's HTTP code) and its router cost the gateway more than
// the service's whole route does (bench/README.md). They take the steps of the request
// pipeline express mounts too (chain/request-pipeline.ts, one ordered list: metrics and
// span, security headers, request id and log line, unsafe address refusal, client
// identity headers stripped, origin check, session, access rule, the user's rate limit),
// then the body streams through to the service and its answer back. Errors are answered
// with the error handler's shapes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, pathOf, type Logger } from '@outings/service-kit';
import { runSteps, stepsOf, type PipelineCall, type RequestPipeline } from '../chain/request-pipeline';
import { callerIdentity } from '../identity/client-identity';
import { compilePathPattern } from '../identity/path-pattern';
import type { ForwardedRoute } from './forwarded-routes';
import type { ServiceClient, ServiceClients } from './service-client';

export interface ForwardedCallOptions {
  /** The steps every call takes, as express takes them. */
  pipeline: RequestPipeline;
  clientAddress(req: IncomingMessage): string;
  logger: Logger;
}

interface CompiledRoute {
  regex: RegExp;
  /** The pattern, as the request metrics label the call. */
  path: string;
  service: ServiceClient;
}

/** Answers the calls `routes` name and returns true; returns false, touching nothing, for any other request. */
export function forwardedCalls(routes: readonly ForwardedRoute[], services: ServiceClients, { pipeline, clientAddress, logger }: ForwardedCallOptions) {
  const steps = stepsOf(pipeline);
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const compiled = { regex: compilePathPattern(route.path), path: route.path, service: services[route.service] };
    byMethod.set(route.method, [...(byMethod.get(route.method) ?? []), compiled]);
  }
  // HEAD is answered as GET is, by the service.
  byMethod.set('HEAD', byMethod.get('GET') ?? []);

  function answerFailure(error: unknown, res: ServerResponse): void {
    if (!res.headersSent) return answerError(logger, error, res);
    // Only the forward writes headers, and it handles its own failures after them.
    logger.error({ err: error }, 'forwarded call failed after its answer began');
    res.destroy();
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const path = pathOf(url);
    const route = byMethod.get(req.method ?? '')?.find((candidate) => candidate.regex.test(path));
    if (!route) return false;
    const call: PipelineCall = { method: req.method ?? 'GET', url, path, headers: req.headers, req, res, routeOf: () => route.path };
    const fail = (error: unknown) => answerFailure(error, res);
    const forward = async () => route.service.forward(req, res, url, callerIdentity(call.user?.userId, clientAddress(req)));
    runSteps(steps, call, () => void forward().catch(fail), fail);
    return true;
  };
}
