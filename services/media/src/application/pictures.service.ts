// The media use cases: stage an upload, claim it for its user (or keep it for its outing),
// read it back, and delete what nobody uses any more. Routes, event handlers and jobs stay thin and call these.
import type { PicturePurpose, PictureSize } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import type { StoredObject } from '@outings/storage';
import { decodePhotoString } from '../domain/photo-string';
import { PICTURE_CONTENT_TYPE, preparePicture } from '../domain/picture-processing';
import { isOutingPhotoKey, isPictureKey, newUploadKey } from '../domain/picture-keys';
import {
  deletePictures,
  findCurrentPicture,
  findPicture,
  findPictureForUpdate,
  insertStagedPicture,
  keepForOuting,
  lockPicturesToDelete,
  makeCurrent,
  releaseOutingPhotos,
  releasePicture,
} from '../persistence/picture.repository';
import { createPictureVariants } from './picture-variants';
import { createPictureWork, type PictureWork } from './picture-work';

/** An upload nobody claimed within a day is deleted. */
export const STAGED_PICTURE_TTL_MS = 24 * 60 * 60 * 1000;
const DELETE_BATCH = 100;

export type ClaimResult =
  | { outcome: 'claimed'; released: string[] }
  | { outcome: 'already-current' }
  | { outcome: 'ignored'; reason: string };

/** What keeping or releasing an outing photo did: `changed` false for a repeat or a key that is not the outing's. */
export type OutingPhotoResult = { changed: true } | { changed: false; reason: string };

export interface PictureService {
  /**
   * Checks, re-encodes and stores an upload under a key of its purpose (a profile picture
   * without one); answers its key. Throws PictureRefusedError, or PictureWorkBusyError
   * when the uploads lane is full.
   */
  stage(photoString: string, purpose?: PicturePurpose): Promise<string>;
  /**
   * Deletes an upload the change it was staged for did not use, object and row, while it
   * is still staged; a claimed picture, or a key already gone, is left as it is.
   */
  discardStaged(key: string): Promise<void>;
  /** Makes `key` the user's picture, inside the caller's transaction. */
  claim(tx: Db, userId: string, key: string): Promise<ClaimResult>;
  /** Keeps a staged outing photo for its outing (`outing.photo-added`), inside the caller's transaction. */
  keepOutingPhoto(tx: Db, outingId: string, key: string): Promise<OutingPhotoResult>;
  /**
   * Releases an outing's photo for the clean-up (`outing.photo-removed`), kept or still
   * staged (its removal may arrive before its addition, which then finds it released).
   */
  releaseOutingPhoto(tx: Db, outingId: string, key: string): Promise<OutingPhotoResult>;
  /** Releases every photo of a deleted outing; answers how many. */
  releaseOutingPhotos(tx: Db, outingId: string): Promise<number>;
  /**
   * A staged or kept outing photo (the gateway asked the outing service first), at `size`
   * when given; null otherwise.
   */
  outingPhoto(key: string, size?: PictureSize): Promise<StoredObject | null>;
  /** The user's current picture, at `size` when given (PictureWorkBusyError when a variant must be made and its lane is full). */
  currentPictureOf(userId: string, size?: PictureSize): Promise<StoredObject | null>;
  /** True for a staged or current picture: released ones are about to be deleted. */
  isServable(key: string): Promise<boolean>;
  read(key: string): Promise<StoredObject | null>;
  /** Deletes released pictures and stale staged ones, objects first; answers how many. */
  deleteUnused(now: Date): Promise<number>;
}

export function createPictureService(
  { database, storage }: Pick<ServiceContext<'media'>, 'database' | 'storage'>,
  work: PictureWork = createPictureWork(),
): PictureService {
  const variants = createPictureVariants({ lane: work.variants });
  /** The picture under a key the caller may see, as stored or at `size`. */
  const readAt = (key: string, size: PictureSize | undefined) =>
    size === undefined ? storage.get(key) : variants.of(key, size, () => storage.get(key));

  return {
    async stage(photoString, purpose) {
      const picture = await preparePicture(decodePhotoString(photoString), work.uploads.run);
      const key = newUploadKey(purpose);
      // The row first: if the upload fails, the clean-up removes the row after a day;
      // an object without a row would never be found again.
      await insertStagedPicture(database.db, key);
      await storage.put(key, picture, PICTURE_CONTENT_TYPE);
      return key;
    },

    async discardStaged(key) {
      await database.transaction(async (tx) => {
        // The row lock orders a discard and a claim of the same key: whichever comes
        // second finds the picture claimed, or gone.
        const picture = await findPictureForUpdate(tx, key);
        if (picture?.state !== 'staged') return;
        // Object first, as in the clean-up: should the removal fail, the row stays and
        // the clean-up retries.
        await storage.remove(key);
        await deletePictures(tx, [key]);
      });
    },

    async claim(tx, userId, key) {
      if (!isPictureKey(key)) return { outcome: 'ignored', reason: 'not a key media hands out' };
      const picture = await findPictureForUpdate(tx, key);
      if (picture?.state === 'current' && picture.ownerId === userId) return { outcome: 'already-current' };
      if (!picture) return { outcome: 'ignored', reason: 'no such picture' };
      if (picture.state !== 'staged') return { outcome: 'ignored', reason: `the picture is ${picture.state} for another user` };
      const { released } = await makeCurrent(tx, key, userId, new Date());
      return { outcome: 'claimed', released };
    },

    async keepOutingPhoto(tx, outingId, key) {
      if (!isOutingPhotoKey(key)) return { changed: false, reason: 'not an outing photo key' };
      const picture = await findPictureForUpdate(tx, key);
      if (picture?.state !== 'staged') {
        return { changed: false, reason: picture ? `the photo is ${picture.state}` : 'no such photo' };
      }
      await keepForOuting(tx, key, outingId, new Date());
      return { changed: true };
    },

    async releaseOutingPhoto(tx, outingId, key) {
      if (!isOutingPhotoKey(key)) return { changed: false, reason: 'not an outing photo key' };
      const picture = await findPictureForUpdate(tx, key);
      const ours = picture?.state === 'staged' || (picture?.state === 'kept' && picture.ownerId === outingId);
      if (!ours) return { changed: false, reason: picture ? `the photo is ${picture.state}, not kept for this outing` : 'no such photo' };
      await releasePicture(tx, key, outingId, new Date());
      return { changed: true };
    },

    async releaseOutingPhotos(tx, outingId) {
      return (await releaseOutingPhotos(tx, outingId, new Date())).length;
    },

    async outingPhoto(key, size) {
      if (!isOutingPhotoKey(key)) return null;
      const picture = await findPicture(database.db, key);
      // Staged too: the outing may list a photo whose addition media has not applied yet.
      return picture?.state === 'staged' || picture?.state === 'kept' ? readAt(key, size) : null;
    },

    async currentPictureOf(userId, size) {
      const picture = await findCurrentPicture(database.db, userId);
      return picture ? readAt(picture.key, size) : null;
    },

    async isServable(key) {
      const picture = await findPicture(database.db, key);
      return picture !== null && picture.state !== 'released';
    },

    read: (key) => storage.get(key),

    async deleteUnused(now) {
      const stagedBefore = new Date(now.getTime() - STAGED_PICTURE_TTL_MS);
      let deleted = 0;
      for (;;) {
        const batch = await database.transaction(async (tx) => {
          const keys = await lockPicturesToDelete(tx, stagedBefore, DELETE_BATCH);
          // Objects first: should a removal fail, the rows stay and the next run retries.
          for (const key of keys) await storage.remove(key);
          await deletePictures(tx, keys);
          return keys.length;
        });
        deleted += batch;
        if (batch < DELETE_BATCH) return deleted;
      }
    },
  };
}
