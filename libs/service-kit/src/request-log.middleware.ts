// Every request gets an id (the caller's, when it is a sane one) that the logs, the
// forwarded calls, the events it causes and the answer carry, so one browser action can
// be followed across the gateway and every service it reaches; and one log line once it
// is answered. The gateway and every service use it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from './headers';
import type { Logger } from './logger';
import { runWithRequestId } from './request-context';

// Anything else could smuggle line breaks or huge strings into the logs.
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without its query: the verification link carries its secret there. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One line per answered request: method, path, status, duration and request id; never
 * bodies, cookies or query strings. Written here rather than with pino-http, which
 * serialises every request into child loggers up front whether or not a line is ever
 * written: on the gateway, which every call crosses, that was a measurable share of its
 * CPU per request (see bench/README.md), and every service pays it too.
 */
export function requestContext(logger: Logger): RequestHandler {
  const start = requestLogStarter(logger);
  return (req, res, next) => runWithRequestId(start(req, res), next);
}

/**
 * The same without express, for the gateway's request pipeline (its express chain and its
 * forwarded calls, answered before express, alike): gives the request its id (header,
 * answer) and writes its log line once it is answered. The caller runs the rest of the
 * request inside `runWithRequestId` with the id returned.
 */
export function requestLogStarter(logger: Logger): (req: IncomingMessage, res: ServerResponse) => string {
  return (req, res) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId = requestIdOf(typeof incoming === 'string' ? incoming : undefined);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // Read now: express rewrites `req.url` inside mounted routers.
    const path = pathOf(req.url ?? '/');
    const startedAt = performance.now();
    res.once('close', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const answered = res.writableFinished;
      logger[level](
        {
          requestId,
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round((performance.now() - startedAt) * 10) / 10,
          ...(answered ? {} : { aborted: true }),
        },
        answered ? 'request answered' : 'request aborted',
      );
    });
    return requestId;
  };
}
