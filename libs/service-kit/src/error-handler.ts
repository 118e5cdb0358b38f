import type { ErrorRequestHandler, RequestHandler } from 'express';
import { INTERNAL_ERROR_BODY } from '@outings/contracts';
import type { Logger } from './logger';
import { HttpError, badRequest, notFound } from './errors';

/** Errors express raises for bad input (a malformed `%` escape in a path) carry a 4xx `status`. */
interface StatusError { status?: number }

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const status = (error as StatusError)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return badRequest('The request could not be read.');
  return null;
}

/** Never echoes the address: an answer must not reflect what a stranger put in a link. */
export const notFoundHandler: RequestHandler = () => {
  throw notFound('There is nothing at this address.');
};

/** Answers known errors with their status; anything else is a 500 that reveals nothing. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const httpError = toHttpError(error);
    if (httpError) {
      if (httpError.status >= 500) logger.error({ err: error }, 'request failed');
      res.status(httpError.status).json(httpError.body);
      return;
    }
    logger.error({ err: error }, 'unhandled error');
    res.status(500).json(INTERNAL_ERROR_BODY);
  };
}
