// The outing service names its photos by key: an added one is kept for the outing, a
// removed one (or every one of a deleted outing) is released, and the clean-up deletes it
// shortly after. The runtime records each event id in the same transaction, so a
// redelivery changes nothing; a key that is not the outing's is logged, not retried.
import type { EventData, OutingDeleted, OutingPhotoAdded, OutingPhotoRemoved } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { JobQueue } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { PictureService } from '../application/pictures.service';
import { PICTURE_CLEANUP_QUEUE, RELEASED_PICTURE_DELAY_MS } from '../jobs/picture-cleanup.job';

interface OutingPhotoDeps {
  pictures: PictureService;
  jobs: JobQueue;
  logger: Logger;
}

/** The event id makes a redelivered event schedule one clean-up, not two. */
const cleanUpSoon = (jobs: JobQueue, eventId: string) =>
  jobs.add(PICTURE_CLEANUP_QUEUE, {}, { jobId: `released-${eventId}`, delayMs: RELEASED_PICTURE_DELAY_MS });

export function outingPhotoAddedHandler({ pictures, logger }: OutingPhotoDeps): EventHandlerFn<EventData<typeof OutingPhotoAdded>> {
  return async ({ outingId, key }, tx, { eventId }) => {
    const result = await pictures.keepOutingPhoto(tx, outingId, key);
    if (!result.changed) logger.warn({ eventId, outingId, key, reason: result.reason }, 'outing photo not kept');
  };
}

export function outingPhotoRemovedHandler({ pictures, jobs, logger }: OutingPhotoDeps): EventHandlerFn<EventData<typeof OutingPhotoRemoved>> {
  return async ({ outingId, key }, tx, { eventId }) => {
    const result = await pictures.releaseOutingPhoto(tx, outingId, key);
    if (result.changed) await cleanUpSoon(jobs, eventId);
    else logger.warn({ eventId, outingId, key, reason: result.reason }, 'outing photo not released');
  };
}

export function outingDeletedHandler({ pictures, jobs }: OutingPhotoDeps): EventHandlerFn<EventData<typeof OutingDeleted>> {
  return async ({ outingId }, tx, { eventId }) => {
    if ((await pictures.releaseOutingPhotos(tx, outingId)) > 0) await cleanUpSoon(jobs, eventId);
  };
}
