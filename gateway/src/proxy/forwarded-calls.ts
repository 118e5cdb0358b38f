// Forwarded calls (forwarded-routes.ts) are answered before express, on the plain Node
// request: express's per-request set-up (it swaps the prototypes of `req` and `res`, which
// sends V8 down slow paths in Node's HTTP code) and its router cost the gateway more than
// the service's whole route does (bench/README.md). They take the steps express's chain
// takes, in the same order and through the same functions as its middleware: metrics and
// span, security headers, request id and log line, unsafe address refusal, client identity
// headers stripped, origin check, session, access rule, the user's rate limit, then the
// body streams through to the service and its answer back. Errors are answered with the
// error handler's shapes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerError, assertSafeUrl, pathOf, runWithRequestId, type Logger } from '@outings/service-kit';
import { callerIdentity, withoutInternalHeaders } from '../identity/client-identity';
import { compilePathPattern } from '../identity/path-pattern';
import { headerSource, type crossSiteRefusal } from '../identity/origin-check.middleware';
import type { sessionUserReader } from '../session/session-reader';
import type { ForwardedRoute } from './forwarded-routes';
import type { ServiceClient, ServiceClients } from './service-client';

/** The steps every call takes, each shared with the express middleware that takes it there. */
export interface CallSteps {
  /** Times the request under `routeOf()` and runs `next` in its span. */
  observe(req: IncomingMessage, res: ServerResponse, routeOf: () => string, next: () => void): void;
  writeSecurityHeaders(path: string, res: ServerResponse): void;
  /** Gives the request its id and its log line; returns the id. */
  startRequestLog(req: IncomingMessage, res: ServerResponse): string;
  refuseCrossSite: ReturnType<typeof crossSiteRefusal>;
  readSessionUser: ReturnType<typeof sessionUserReader>;
  /** Throws a 401 or 403 unless `userId` may call `path`. */
  assertAccess(path: string, userId: string | undefined): void;
  /** Counts a creating call for its user; throws the 429 (its `Retry-After` set on `res`) past the limit. */
  assertWithinRate(method: string, path: string, userId: string | undefined, res: ServerResponse): Promise<void>;
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
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const compiled = { regex: compilePathPattern(route.path), path: route.path, service: services[route.service] };
    byMethod.set(route.method, [...(byMethod.get(route.method) ?? []), compiled]);
  }
  // HEAD is answered as GET is, by the service.
  byMethod.set('HEAD', byMethod.get('GET') ?? []);

  async function forward(req: IncomingMessage, res: ServerResponse, url: string, path: string, route: CompiledRoute): Promise<void> {
    assertSafeUrl(url);
    withoutInternalHeaders(req.headers);
    steps.refuseCrossSite(req.method ?? 'GET', path, headerSource(req.headers));
    const user = await steps.readSessionUser(req.headers.cookie);
    steps.assertAccess(path, user?.userId);
    await steps.assertWithinRate(req.method ?? 'GET', path, user?.userId, res);
    await route.service.forward(req, res, url, callerIdentity(user?.userId, steps.clientAddress(req)));
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
