// A sign-up or a profile edit names the user's picture by key; media claims it, which
// makes it the user's current picture and releases the previous one for deletion.
import { AccountRegistered, ProfileUpdated, readEvent, type EventEnvelope } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { JobQueue } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { PictureService } from '../pictures.service';
import { PICTURE_CLEANUP_QUEUE, RELEASED_PICTURE_DELAY_MS } from '../jobs/picture-cleanup.job';

interface ClaimDeps {
  pictures: PictureService;
  jobs: JobQueue;
  logger: Logger;
}

interface PictureNamed {
  userId: string;
  first_name: string;
  last_name: string;
  profile_picture: { key: string };
}

function claimHandler({ pictures, jobs, logger }: ClaimDeps, read: (event: EventEnvelope) => PictureNamed): EventHandlerFn {
  return async (event, tx) => {
    const { userId, first_name, last_name, profile_picture } = read(event);
    const result = await pictures.claim(tx, { userId, firstName: first_name, lastName: last_name }, profile_picture.key);
    if (result.outcome === 'ignored') {
      // Not an error to retry: the key can only be wrong for good (expired, someone else's).
      logger.warn({ eventId: event.id, userId, key: profile_picture.key, reason: result.reason }, 'picture not claimed');
    }
    if (result.outcome === 'claimed' && result.released.length > 0) {
      // The event id makes a redelivered event schedule one clean-up, not two.
      await jobs.add(PICTURE_CLEANUP_QUEUE, {}, { jobId: `released-${event.id}`, delayMs: RELEASED_PICTURE_DELAY_MS });
    }
  };
}

export const accountRegisteredHandler = (deps: ClaimDeps) => claimHandler(deps, (event) => readEvent(AccountRegistered, event));
export const profileUpdatedHandler = (deps: ClaimDeps) => claimHandler(deps, (event) => readEvent(ProfileUpdated, event));
