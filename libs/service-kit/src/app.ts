import express, { type Express, type RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import type { Logger } from './logger';
import { requestContext } from './request-log.middleware';
import { errorHandler, notFoundHandler } from './error-handler';
import { healthRoutes, type ReadinessCheck } from './health';
import { jsonBody, refuseUnsafeUrl } from './body';
import { compressAnswers } from './compression';
import { serveOpenApi, type ApiDescription } from './openapi';

export interface ServiceAppOptions {
  logger: Logger;
  /** Dependencies `/readyz` checks, by name. */
  readiness?: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted on any route not in `largeBodies`; larger ones get a 413. */
  bodyLimit?: string;
  /** The few routes that take more, e.g. `{ 'POST /staged-pictures': '8mb' }` (express path syntax). */
  largeBodies?: Record<string, string>;
  routes: (app: Express) => void;
  /** The calls `routes` serves, answered as an OpenAPI document at `GET /openapi.json`. */
  openapi?: ApiDescription;
}

/** Browsers must never guess a type for what we answer (a 404 text, a picture). */
export const noSniff: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

/** One body reader per route that takes a large body, the default reader for the rest. */
function bodyReaders(bodyLimit: string, largeBodies: Record<string, string>): RequestHandler {
  const readDefault = jsonBody({ limit: bodyLimit });
  const large = Object.entries(largeBodies).map(([route, limit]) => {
    const [method, path] = route.split(' ');
    if (!method || !path) throw new Error(`largeBodies: "${route}" is not "METHOD /path"`);
    return { method: method.toUpperCase(), matches: match(path, { decode: false }), read: jsonBody({ limit }) };
  });
  return (req, res, next) => {
    const route = large.find(({ method, matches }) => method === req.method && matches(req.path));
    (route?.read ?? readDefault)(req, res, next);
  };
}

/**
 * The one way a service builds its HTTP app: request ids, request logs, compressed large
 * answers, guarded JSON bodies and addresses, health endpoints, the service's routes, then
 * the spec's error shapes.
 */
export function createServiceApp({ logger, readiness = {}, bodyLimit = '100kb', largeBodies = {}, routes, openapi }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.use(healthRoutes(readiness));
  app.use(requestContext(logger));
  app.use(noSniff);
  app.use(compressAnswers);
  app.use(refuseUnsafeUrl);
  app.use(bodyReaders(bodyLimit, largeBodies));
  if (openapi) app.get('/openapi.json', serveOpenApi(openapi));
  routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
