// The request pipeline (request-pipeline.ts) as express middleware, in its order: the
// steps between two mount points run as one middleware, the routers given for a mount
// point are mounted at it. One call per request goes through all of them, and the
// session's user it read is handed to `req` for the composed calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { routeLabel } from '@outings/service-kit';
import { runSteps, type MountName, type PipelineCall, type RequestPipeline, type RequestStep } from './request-pipeline';

/** `pipeline`'s steps as middleware, with `mounts`' handlers at its mount points: each one it marks, none it does not. */
export function pipelineMiddleware(pipeline: RequestPipeline, mounts: Partial<Record<MountName, readonly RequestHandler[]>> = {}): RequestHandler[] {
  const calls = new WeakMap<IncomingMessage, PipelineCall>();
  const callOf = (req: Request, res: ServerResponse): PipelineCall => {
    let call = calls.get(req);
    if (!call) {
      call = { method: req.method, url: req.url, path: req.path, headers: req.headers, req, res, routeOf: () => routeLabel(req.baseUrl, req.route?.path) };
      calls.set(req, call);
    }
    return call;
  };
  const stepsMiddleware =
    (steps: readonly RequestStep[]): RequestHandler =>
    (req, res, next) => {
      const call = callOf(req, res);
      const passed = () => {
        if (call.user) {
          req.userId = call.user.userId;
          req.userSessionId = call.user.sessionId;
          req.sessionRefreshDue = call.user.refreshDue;
        }
        next();
      };
      runSteps(steps, call, passed, next);
    };

  const unmarked = Object.keys(mounts).filter((name) => !pipeline.some((entry) => entry.kind === 'mount' && entry.name === name));
  if (unmarked.length > 0) throw new Error(`The request pipeline has no mount point ${unmarked.join(', ')}`);
  const middleware: RequestHandler[] = [];
  let steps: RequestStep[] = [];
  const endSteps = () => {
    if (steps.length > 0) middleware.push(stepsMiddleware(steps));
    steps = [];
  };
  for (const entry of pipeline) {
    if (entry.kind !== 'mount') {
      steps.push(entry);
      continue;
    }
    const handlers = mounts[entry.name];
    if (!handlers) throw new Error(`Nothing is mounted at the request pipeline's ${entry.name} point`);
    endSteps();
    middleware.push(...handlers);
  }
  endSteps();
  return middleware;
}
