// Object keys. Uploads get a fresh random key that is never reused, so a key's bytes
// never change (and may be cached forever) and cannot be guessed. Demo users of the
// seeded world carry a `demo/<name>` key; media renders their avatar under that key.
// Outing photos live under their own prefix: only members and feed readers may see them,
// so they are never served by key alone (`/media/*`), only through `/outing-photos/*`,
// which the gateway calls once the outing service allowed the caller.
import { randomUUID } from 'node:crypto';
import type { PicturePurpose } from '@outings/contracts';
import { isDemoOutingPhotoKey } from '../demo/demo-outing-photo';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const PROFILE_PICTURE_KEY = new RegExp(`^pictures/${UUID}\\.jpg$`);
const OUTING_PHOTO_KEY = new RegExp(`^outing-photos/${UUID}\\.jpg$`);
const DEMO_KEY = /^demo\/[a-z0-9][a-z0-9._-]{0,99}$/;

/** A fresh key for an upload: a profile picture's, or one under the prefix of its purpose. */
export function newUploadKey(purpose?: PicturePurpose): string {
  return `${purpose === 'outing-photo' ? 'outing-photos' : 'pictures'}/${randomUUID()}.jpg`;
}

export function isDemoKey(key: string): boolean {
  return DEMO_KEY.test(key);
}

/** An uploaded outing photo's key, or one the demo world's outings name (media draws those: src/demo/). */
export function isOutingPhotoKey(key: string): boolean {
  return OUTING_PHOTO_KEY.test(key) || isDemoOutingPhotoKey(key);
}

/** A key `stage` handed out for an upload, of any purpose (demo keys never are). */
export function isUploadKey(key: string): boolean {
  return PROFILE_PICTURE_KEY.test(key) || OUTING_PHOTO_KEY.test(key);
}

/**
 * A key naming a user's picture, served to anyone holding it: no outing photos, no
 * traversal, no other prefixes.
 */
export function isPictureKey(key: string): boolean {
  return PROFILE_PICTURE_KEY.test(key) || isDemoKey(key);
}
