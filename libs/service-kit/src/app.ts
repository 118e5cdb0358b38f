import express, { type Express } from 'express';
import type { Logger } from './logger';
import { requestContext } from './request-log.middleware';
import { errorHandler, notFoundHandler } from './error-handler';
import { healthRoutes, type ReadinessCheck } from './health';

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
  app.use(requestContext(logger));
  app.use(express.json({ limit: bodyLimit }));
  routes(app);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
