// Object keys. Uploads get a fresh random key that is never reused, so a key's bytes
// never change (and may be cached forever) and cannot be guessed.
// Outing photos live under their own prefix: only members and feed readers may see them,
// so they are never served by key alone (`/media/*`), only through `/outing-photos/*`,
// which the gateway calls once the outing service allowed the caller.
import { randomUUID } from 'node:crypto';
import type { PicturePurpose } from '@outings/contracts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const PROFILE_PICTURE_KEY = new RegExp(`^pictures/${UUID}\\.jpg$`);
const OUTING_PHOTO_KEY = new RegExp(`^outing-photos/${UUID}\\.jpg$`);

/** A fresh key for an upload: a profile picture's, or one under the prefix of its purpose. */
export function newUploadKey(purpose?: PicturePurpose): string {
  return `${purpose === 'outing-photo' ? 'outing-photos' : 'pictures'}/${randomUUID()}.jpg`;
}

/** An uploaded outing photo's key. */
export function isOutingPhotoKey(key: string): boolean {
  return OUTING_PHOTO_KEY.test(key);
}

/** A key `stage` handed out for an upload, of any purpose. */
export function isUploadKey(key: string): boolean {
  return PROFILE_PICTURE_KEY.test(key) || OUTING_PHOTO_KEY.test(key);
}

/**
 * A key naming a user's picture, served to anyone holding it: no outing photos, no
 * traversal, no other prefixes.
 */
export function isPictureKey(key: string): boolean {
  return PROFILE_PICTURE_KEY.test(key);
}
