// Deletes pictures nobody uses: released ones (replaced by a newer picture) and uploads
// never claimed within a day. Runs every hour, and shortly after each replacement.
import type { JobHandler } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { PictureService } from '../application/pictures.service';

export const PICTURE_CLEANUP_QUEUE = 'picture-cleanup';
export const PICTURE_CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** Leaves the claiming transaction time to commit before its released picture is looked for. */
export const RELEASED_PICTURE_DELAY_MS = 2_000;

export function pictureCleanupJob(pictures: PictureService, logger: Logger): JobHandler<unknown> {
  return async () => {
    const deleted = await pictures.deleteUnused(new Date());
    if (deleted > 0) logger.info({ deleted }, 'unused pictures deleted');
  };
}
