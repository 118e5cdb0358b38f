// Profile pictures by user, read once per picture key (spec §3: a photo is absent, then
// 'queued' while loading, then loaded). The key is part of the entry so a changed picture
// is read again. Signing out empties the cache (query/clear-on-sign-out.ts).
import type { PictureSize } from '@outings/contracts';
import { accountsApi } from '@outings/fe-kit/core';
import { createPhotoCache, type PhotoValue } from './photo-cache';

/** Enough for every card of a long friend list and chat list. */
const cache = createPhotoCache('profile-picture', 500);

const entryKey = (userID: string, pictureKey: string | undefined) => `${userID}:${pictureKey ?? ''}`;

/** Puts a picture the client already has (just uploaded) in the cache. */
export function rememberProfilePicture(userID: string, pictureKey: string | undefined, dataUrl: string): void {
  cache.remember(entryKey(userID, pictureKey), dataUrl);
}

/** The user's picture as stored, or at `size` for a small slot. */
export function useProfilePicture(userID: string, pictureKey: string | undefined, size?: PictureSize): PhotoValue | undefined {
  return cache.usePhoto(pictureKey ? entryKey(userID, pictureKey) : undefined, size, (_entry, sizeToLoad) => accountsApi.profilePicture(userID, sizeToLoad));
}
