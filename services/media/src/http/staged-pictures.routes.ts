// `POST /staged-pictures`: the gateway hands over a `photoString` before the account or
// profile change that uses it, or with `purpose: 'outing-photo'` before adding it to an
// outing (docs/architecture.md "Picture upload is staged"); `DELETE /staged-pictures/<key>`
// when that change was refused.
import { Router, type ErrorRequestHandler } from 'express';
import { stagePictureCallSchema, type StagedPictureAnswer } from '@outings/contracts';
import { HttpError, notFound, parseInput } from '@outings/service-kit';
import type { Logger } from '@outings/service-kit';
import type { PictureService } from '../application/pictures.service';
import { isUploadKey } from '../domain/picture-keys';
import { PictureRefusedError } from '../domain/picture-refusal';
import { refusalAnswer } from './picture-refusal.http';

/** A 5 MB picture is about 6.7 MB in base64; the JSON around it is small. */
export const STAGED_PICTURE_BODY_LIMIT = '8mb';

export function stagedPicturesRoutes(pictures: PictureService, logger: Logger): Router {
  const router = Router();
  router.post('/staged-pictures', async (req, res) => {
    const { photoString, purpose } = parseInput(stagePictureCallSchema, req.body);
    try {
      const answer: StagedPictureAnswer = { key: await pictures.stage(photoString, purpose) };
      res.status(201).json(answer);
    } catch (error) {
      if (!(error instanceof PictureRefusedError)) throw error;
      logger.info({ reason: error.reason }, 'picture refused');
      throw refusalAnswer(error.reason);
    }
  });

  // Idempotent: a key already discarded, cleaned up or claimed answers 204 all the same;
  // only keys this service never hands out for uploads are unknown.
  router.delete('/staged-pictures/*key', async (req, res) => {
    const key = req.params.key.join('/');
    if (!isUploadKey(key)) throw notFound('This picture does not exist.', 'Picture Not Found');
    await pictures.discardStaged(key);
    res.status(204).end();
  });
  return router;
}

/**
 * A body past the JSON limit is refused by the body reader before any route runs;
 * for an upload it gets the same answer as any other too-large photo. Registered on the
 * app itself: error handlers inside a router never see the reader's errors.
 */
export const uploadTooLargeHandler: ErrorRequestHandler = (error: unknown, req, _res, next) => {
  const tooLarge = error instanceof HttpError && error.status === 413 && req.path === '/staged-pictures';
  next(tooLarge ? refusalAnswer('too-large') : error);
};
