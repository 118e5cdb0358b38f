// Every step a request takes through the gateway, in its order, written once: metrics and
// span, security headers, [health probes], request id and log line, unsafe address
// refusal, client identity headers removed, [pages], origin check, session read, access
// rule, the user's rate limit. The bracketed marks are where express answers requests of
// its own that are no API call. Express mounts the list with its routers at the marks
// (request-pipeline.express.ts); the forwarded calls, answered before express on the
// plain Node request (proxy/forwarded-calls.ts), run the same steps with `runSteps`,
// passing the marks (a forwarded call is neither a probe nor a page). The two cannot take
// different steps, nor the same ones in another order.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runWithRequestId, type requestObserver } from '@outings/service-kit';
import { noClientIdentity, safeAddress, sessionUser, trustedOrigin, type GuardedCall, type GuardParts } from './call-guards';

/** A request on its way through the steps. */
export interface PipelineCall extends GuardedCall {
  req: IncomingMessage;
  /** The pattern of the route that answered, as the request metrics label it: read once the answer is out. */
  routeOf(): string;
}

/** Runs the rest of the request inside it: a span, the request id's context. */
export interface AroundStep {
  kind: 'around';
  run(call: PipelineCall, rest: () => void): void;
}

/** Done before the rest: a header written, a check that throws (or rejects) to refuse the call. */
export interface BeforeStep {
  kind: 'before';
  run(call: PipelineCall): void | Promise<void>;
}

export type RequestStep = AroundStep | BeforeStep;

/** Where express answers requests of its own: `health` its probes (no log line), `pages` what is no API call (files, pages, reference data, OpenAPI). */
export type MountName = 'health' | 'pages';

export interface MountPoint {
  kind: 'mount';
  name: MountName;
}

export type RequestPipeline = readonly (RequestStep | MountPoint)[];

/** What the steps are made of: plain functions of the Node request and answer. */
export interface PipelineParts extends GuardParts {
  observe: ReturnType<typeof requestObserver>;
  writeSecurityHeaders(path: string, res: ServerResponse): void;
  /** Gives the request its id and its log line; returns the id. */
  startRequestLog(req: IncomingMessage, res: ServerResponse): string;
}

const around = (run: AroundStep['run']): AroundStep => ({ kind: 'around', run });
const before = (run: BeforeStep['run']): BeforeStep => ({ kind: 'before', run });
const mount = (name: MountName): MountPoint => ({ kind: 'mount', name });

export function requestPipeline(parts: PipelineParts): RequestPipeline {
  return [
    around((call, rest) => parts.observe(call.req, call.res, call.routeOf, rest)),
    // Before anything can answer, so that every answer carries them, nosniff included.
    before((call) => parts.writeSecurityHeaders(call.path, call.res)),
    mount('health'),
    around((call, rest) => runWithRequestId(parts.startRequestLog(call.req, call.res), rest)),
    before(safeAddress),
    before(noClientIdentity),
    mount('pages'),
    before(trustedOrigin(parts.refuseCrossSite)),
    before(sessionUser(parts.readSessionUser)),
    before((call) => parts.assertAccess(call.path, call.user?.userId)),
    before((call) => parts.assertWithinRate(call.method, call.path, call.user?.userId, call.res)),
  ];
}

/** The steps of `pipeline` without its mount points. */
export const stepsOf = (pipeline: RequestPipeline): RequestStep[] => pipeline.filter((entry): entry is RequestStep => entry.kind !== 'mount');

/**
 * Runs `steps` on `call` in order, synchronously while they are, then `done` (inside every
 * around step); the first step that throws or rejects stops the call, its error to `fail`.
 */
export function runSteps(steps: readonly RequestStep[], call: PipelineCall, done: () => void, fail: (error: unknown) => void): void {
  const runFrom = (start: number): void => {
    for (let index = start; index < steps.length; index += 1) {
      const step = steps[index] as RequestStep;
      if (step.kind === 'around') return step.run(call, () => runFrom(index + 1));
      let pending: void | Promise<void>;
      try {
        pending = step.run(call);
      } catch (error) {
        return fail(error);
      }
      if (pending) return void pending.then(() => runFrom(index + 1), fail);
    }
    done();
  };
  runFrom(0);
}
