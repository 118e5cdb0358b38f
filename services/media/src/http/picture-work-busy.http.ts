// A call whose picture work found its lane full is answered 503 with `Retry-After`, in
// the service's `{header, message}` shape: the client comes back in a moment instead of
// the process piling up requests it cannot serve soon.
import type { ErrorRequestHandler } from 'express';
import { HttpError } from '@outings/service-kit';
import { PictureWorkBusyError } from '../application/picture-work';
import { BUSY_RETRY_AFTER_SECONDS } from '../domain/picture-limits';

export const BUSY_ANSWER = {
  header: 'Server Busy',
  message: 'Too many pictures are being processed right now. Please try again in a moment.',
};

/** Registered after the routes: it sees the errors they throw. */
export const pictureWorkBusyHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof PictureWorkBusyError)) {
    next(error);
    return;
  }
  res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  next(new HttpError(503, BUSY_ANSWER));
};
