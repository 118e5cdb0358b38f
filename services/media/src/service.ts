// The media service as the runtime runs it: its schema's migrations, its HTTP app, the
// events that claim pictures, keep or release outing photos, and the hourly clean-up.
import path from 'node:path';
import { AccountRegistered, OutingDeleted, OutingPhotoAdded, OutingPhotoRemoved, ProfileUpdated } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createPictureService } from './application/pictures.service';
import { createPictureWork, type PictureWork } from './application/picture-work';
import { configureSharp } from './domain/sharp-input';
import { STAGED_PICTURE_BODY_LIMIT, stagedPicturesRoutes, uploadTooLargeHandler } from './http/staged-pictures.routes';
import { picturesRoutes } from './http/pictures.routes';
import { pictureWorkBusyHandler } from './http/picture-work-busy.http';
import { mediaApi } from './http/openapi';
import { pictureClaimHandler } from './events/picture-claim.handler';
import { outingDeletedHandler, outingPhotoAddedHandler, outingPhotoRemovedHandler } from './events/outing-photo.handler';
import { PICTURE_CLEANUP_EVERY_MS, PICTURE_CLEANUP_QUEUE, pictureCleanupJob } from './jobs/picture-cleanup.job';

export interface MediaServiceOptions {
  /** The lanes the sharp work runs in; by default fresh ones per instance, at PICTURE_WORK_LIMITS. */
  work?: () => PictureWork;
}

export function createMediaService({ work = createPictureWork }: MediaServiceOptions = {}): ServiceModule<'media'> {
  return {
    name: 'media',
    migrationsFolder: path.resolve(__dirname, '../migrations'),
    async create(context) {
      configureSharp();
      const pictures = createPictureService(context, work());
      const app = createServiceApp({
        logger: context.logger,
        openapi: mediaApi,
        readiness: { database: () => context.database.ping(), storage: () => context.storage.ping() },
        // Uploads are the only large bodies this service reads.
        largeBodies: { 'POST /staged-pictures': STAGED_PICTURE_BODY_LIMIT },
        routes: (routes) => {
          routes.use(uploadTooLargeHandler);
          routes.use(stagedPicturesRoutes(pictures, context.logger));
          routes.use(picturesRoutes(pictures));
          routes.use(pictureWorkBusyHandler);
        },
      });
      const deps = { pictures, jobs: context.jobs, logger: context.logger };
      const claimPicture = pictureClaimHandler(deps);
      return {
        app,
        subscriptions: [
          on(AccountRegistered, claimPicture),
          on(ProfileUpdated, claimPicture),
          on(OutingPhotoAdded, outingPhotoAddedHandler(deps)),
          on(OutingPhotoRemoved, outingPhotoRemovedHandler(deps)),
          on(OutingDeleted, outingDeletedHandler(deps)),
        ],
        jobs: { [PICTURE_CLEANUP_QUEUE]: pictureCleanupJob(pictures, context.logger) },
        repeatingJobs: [{ queue: PICTURE_CLEANUP_QUEUE, schedulerId: 'hourly', everyMs: PICTURE_CLEANUP_EVERY_MS, data: {} }],
      };
    },
  };
}

export const mediaService: ServiceModule<'media'> = createMediaService();
