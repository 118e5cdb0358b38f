// Forwarded calls (forwarded-routes.ts) are answered before express, on the plain Node
// request: express's per-request set-up (it swaps the prototypes of `req` and `res`, which
// sends V8 down slow paths in Node's HTTP code) and its router cost the gateway more than
// the service's whole route does (bench/README.md). They take the steps express's chain
// takes, through the same functions as its middleware: metrics and span, security
// headers, request id and log line, then the call guards express runs too, from the one
// ordered list (chain/call-guards.ts: unsafe address refusal, client identity headers
// stripped, origin check, session, access rule, the user's rate limit), then the body
// streams through to the service and its answer back. Errors are answered with the
// error handler's shapes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, pathOf, runWithRequestId, type Logger } from '@outings/service-kit';
import { passGuards, type CallGuards, type GuardedCall } from '../chain/call-guards';
import { callerIdentity } from '../identity/client-identity';
import { compilePathPattern } from '../identity/path-pattern';
import type { ForwardedRoute } from './forwarded-routes';
import type { ServiceClient, ServiceClients } from './service-client';

/** The steps every call takes, each shared with the express middleware that takes it there. */
export interface CallSteps {
  /** Times the request under `routeOf()` and runs `next` in its span. */
  observe(req: IncomingMessage, res: ServerResponse, routeOf: () => string, next: () => void): void;
  writeSecurityHeaders(path: string, res: ServerResponse): void;
  /** Gives the request its id and its log line; returns the id. */
  startRequestLog(req: IncomingMessage, res: ServerResponse): string;
  /** The call guards, both stages in order (chain/call-guards.ts). */
  guards: CallGuards;
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
export function forwardedCalls(routes: readonly ForwardedRoute[], services: ServiceClients, steps: CallSteps) {
  const guards = [...steps.guards.beforePages, ...steps.guards.beforeCalls];
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const compiled = { regex: compilePathPattern(route.path), path: route.path, service: services[route.service] };
    byMethod.set(route.method, [...(byMethod.get(route.method) ?? []), compiled]);
  }
  // HEAD is answered as GET is, by the service.
  byMethod.set('HEAD', byMethod.get('GET') ?? []);

  async function forward(req: IncomingMessage, res: ServerResponse, url: string, path: string, route: CompiledRoute): Promise<void> {
    const call: GuardedCall = { method: req.method ?? 'GET', url, path, headers: req.headers, res };
    await passGuards(guards, call);
    await route.service.forward(req, res, url, callerIdentity(call.user?.userId, steps.clientAddress(req)));
  }

  function answerFailure(error: unknown, res: ServerResponse): void {
    if (!res.headersSent) return answerError(steps.logger, error, res);
    // Only the forward writes headers, and it handles its own failures after them.
    steps.logger.error({ err: error }, 'forwarded call failed after its answer began');
    res.destroy();
  }

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const path = pathOf(url);
    const route = byMethod.get(req.method ?? '')?.find((candidate) => candidate.regex.test(path));
    if (!route) return false;
    steps.observe(req, res, () => route.path, () => {
      steps.writeSecurityHeaders(path, res);
      const requestId = steps.startRequestLog(req, res);
      runWithRequestId(requestId, () => {
        forward(req, res, url, path, route).catch((error: unknown) => answerFailure(error, res));
      });
    });
    return true;
  };
}
