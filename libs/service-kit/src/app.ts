import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import { REQUEST_ID_HEADER } from './headers';
import { runWithRequestId } from './request-context';
import { errorHandler, notFoundHandler } from './error-handler';
import { healthRoutes, type ReadinessCheck } from './health';

/**
 * Request logs keep the path but never the query string: mailed links carry their
 * single-use secrets there (`/auth/verify-email?…&token=…`).
 */
export function withoutQuery(req: { url?: string; query?: unknown }): Record<string, unknown> {
  const { query: _query, ...rest } = req;
  return { ...rest, url: req.url?.split('?')[0] };
}

export interface ServiceAppOptions {
  logger: Logger;
  /** Dependencies `/readyz` checks, by name. */
  readiness?: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted; larger bodies get a 413. */
  bodyLimit?: string;
  routes: (app: Express) => void;
}

/**
 * The one way a service builds its HTTP app: request ids, request logs, JSON bodies,
 * health endpoints, the service's routes, then the spec's error shapes.
 */
export function createServiceApp({ logger, readiness = {}, bodyLimit = '100kb', routes }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(healthRoutes(readiness));
  app.use((req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const requestId = incoming && incoming.length <= 100 ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runWithRequestId(requestId, next);
  });
  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      genReqId: (_req, res) => String(res.getHeader(REQUEST_ID_HEADER)),
      serializers: { req: withoutQuery },
    }),
  );
  app.use(express.json({ limit: bodyLimit }));
  routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
