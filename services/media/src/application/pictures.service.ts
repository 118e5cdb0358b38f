// The media use cases: stage an upload, claim it for its user, read it back, and delete
// what nobody uses any more. Routes, event handlers and jobs stay thin and call these.
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import type { StoredObject } from '@outings/storage';
import { decodePhotoString } from '../domain/photo-string';
import { PICTURE_CONTENT_TYPE, preparePicture } from '../domain/picture-processing';
import { isDemoKey, isPictureKey, newUploadKey } from '../domain/picture-keys';
import { renderAvatar, type AvatarPerson } from '../domain/avatar';
import {
  deletePictures,
  findCurrentPicture,
  findPicture,
  findPictureForUpdate,
  insertStagedPicture,
  lockPicturesToDelete,
  makeCurrent,
} from '../persistence/picture.repository';

/** An upload nobody claimed within a day is deleted. */
export const STAGED_PICTURE_TTL_MS = 24 * 60 * 60 * 1000;
const DELETE_BATCH = 100;

export type ClaimResult =
  | { outcome: 'claimed'; released: string[] }
  | { outcome: 'already-current' }
  | { outcome: 'ignored'; reason: string };

export interface PictureService {
  /** Checks, re-encodes and stores an upload; answers its key. Throws PictureRefusedError. */
  stage(photoString: string): Promise<string>;
  /**
   * Deletes an upload the change it was staged for did not use, object and row, while it
   * is still staged; a claimed picture, or a key already gone, is left as it is.
   */
  discardStaged(key: string): Promise<void>;
  /** Makes `key` the user's picture, inside the caller's transaction. */
  claim(tx: Db, owner: AvatarPerson, key: string): Promise<ClaimResult>;
  currentPictureOf(userId: string): Promise<StoredObject | null>;
  /** True for a staged or current picture: released ones are about to be deleted. */
  isServable(key: string): Promise<boolean>;
  read(key: string): Promise<StoredObject | null>;
  /** Deletes released pictures and stale staged ones, objects first; answers how many. */
  deleteUnused(now: Date): Promise<number>;
}

export function createPictureService({ database, storage }: Pick<ServiceContext<'media'>, 'database' | 'storage'>): PictureService {
  return {
    async stage(photoString) {
      const picture = await preparePicture(decodePhotoString(photoString));
      const key = newUploadKey();
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

    async claim(tx, owner, key) {
      if (!isPictureKey(key)) return { outcome: 'ignored', reason: 'not a key media hands out' };
      let picture = await findPictureForUpdate(tx, key);
      if (picture?.state === 'current' && picture.ownerId === owner.userId) return { outcome: 'already-current' };
      if (!picture && isDemoKey(key)) {
        // The seeded demo world names its users' pictures; they are drawn on first claim.
        // A rolled-back claim leaves only an object that the retry overwrites.
        await insertStagedPicture(tx, key);
        await storage.put(key, await renderAvatar(owner), PICTURE_CONTENT_TYPE);
        picture = await findPictureForUpdate(tx, key);
      }
      if (!picture) return { outcome: 'ignored', reason: 'no such picture' };
      if (picture.state !== 'staged') return { outcome: 'ignored', reason: `the picture is ${picture.state} for another user` };
      const { released } = await makeCurrent(tx, key, owner.userId, new Date());
      return { outcome: 'claimed', released };
    },

    async currentPictureOf(userId) {
      const picture = await findCurrentPicture(database.db, userId);
      return picture ? storage.get(picture.key) : null;
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
