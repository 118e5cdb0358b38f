// Outing photos by media key (spec §7: 'text photo string, cached on client'). A key
// never names another picture, so a photo is read once per page life; signing out empties
// the cache (query/clear-on-sign-out.ts: the next user may not be allowed to see it).
import type { PictureSize } from '@outings/contracts';
import { createPhotoCache, type PhotoValue } from '../photos/photo-cache';
import { outingsApi } from './outings-api';

/** A feed of a few dozen outings of up to a dozen photos each. */
export const OUTING_PHOTO_CACHE_SIZE = 200;

const cache = createPhotoCache('outing-photo', OUTING_PHOTO_CACHE_SIZE);

/** The photo under `key`, as stored or at `size`; none asked for while `key` is undefined. */
export function useOutingPhoto(outingID: string, key: string | undefined, size?: PictureSize): PhotoValue | undefined {
  return cache.usePhoto(key, size, (photoKey, sizeToLoad) => outingsApi.photo(outingID, photoKey, sizeToLoad));
}

/** Puts a photo the client already has (just uploaded) in the cache. */
export function rememberOutingPhoto(key: string, dataUrl: string): void {
  cache.remember(key, dataUrl);
}
