import type { ServerResponse } from 'node:http';
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
    const { status, body } = errorAnswer(logger, error);
    res.status(status).json(body);
  };
}

/** The same answer on a plain Node response: the gateway's forwarded calls are answered before express. */
export function answerError(logger: Logger, error: unknown, res: ServerResponse): void {
  const { status, body } = errorAnswer(logger, error);
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** The status and body an error is answered with, logged when it is the server's fault. */
function errorAnswer(logger: Logger, error: unknown): { status: number; body: unknown } {
  const httpError = toHttpError(error);
  if (httpError) {
    if (httpError.status >= 500) logger.error({ err: error }, 'request failed');
    return { status: httpError.status, body: httpError.body };
  }
  logger.error({ err: error }, 'unhandled error');
  return { status: 500, body: INTERNAL_ERROR_BODY };
}
