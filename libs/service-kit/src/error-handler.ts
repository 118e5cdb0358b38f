import type { ErrorRequestHandler, RequestHandler } from 'express';
import { INTERNAL_ERROR_BODY } from '@outings/contracts';
import type { Logger } from './logger';
import { HttpError, badRequest, notFound, payloadTooLarge } from './errors';

/** Errors body-parser raises for bad input carry a `type` and a 4xx `status`. */
interface ParserError { type?: string; status?: number }

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const parser = error as ParserError;
  if (parser?.type === 'entity.parse.failed') return badRequest('The request body is not valid JSON.');
  if (parser?.type === 'entity.too.large') return payloadTooLarge('The request body is too large.');
  if (typeof parser?.status === 'number' && parser.status >= 400 && parser.status < 500) {
    return badRequest('The request could not be read.');
  }
  return null;
}

export const notFoundHandler: RequestHandler = (req) => {
  throw notFound(`No route for ${req.method} ${req.path}.`);
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
