// A sign-up or a profile edit names the user's picture by key; media claims it, which
// makes it the user's current picture and releases the previous one for deletion. Both
// events are versions of the user: the runtime never runs this for a version older than
// the last one applied, so a late older claim neither makes its (stale) staged picture
// current nor releases the newer one; that stale upload stays staged and the clean-up
// deletes it after a day.
import type { AccountRegistered, EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { JobQueue } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { PictureService } from '../application/pictures.service';
import { PICTURE_CLEANUP_QUEUE, RELEASED_PICTURE_DELAY_MS } from '../jobs/picture-cleanup.job';

interface ClaimDeps {
  pictures: PictureService;
  jobs: JobQueue;
  logger: Logger;
}

type PictureNamed = EventData<typeof AccountRegistered> | EventData<typeof ProfileUpdated>;

/** Handles both events that name a picture: `account.registered` and `profile.updated`. */
export function pictureClaimHandler({ pictures, jobs, logger }: ClaimDeps): EventHandlerFn<PictureNamed> {
  return async ({ userId, profile_picture }, tx, { eventId }) => {
    const result = await pictures.claim(tx, userId, profile_picture.key);
    if (result.outcome === 'ignored') {
      // Not an error to retry: the key can only be wrong for good (expired, someone else's).
      logger.warn({ eventId, userId, key: profile_picture.key, reason: result.reason }, 'picture not claimed');
    }
    if (result.outcome === 'claimed' && result.released.length > 0) {
      // The event id makes a redelivered event schedule one clean-up, not two.
      await jobs.add(PICTURE_CLEANUP_QUEUE, {}, { jobId: `released-${eventId}`, delayMs: RELEASED_PICTURE_DELAY_MS });
    }
  };
}
