// A user's photos of completed outings, those the caller may see (the profile's Photos
// tab, the profile viewer): read once per shown user.
import type { UserPhoto } from '@outings/contracts';
import { useEffect, useState } from 'react';
import { outingsApi } from './outings-api';

export type UserPhotosState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; photos: readonly UserPhoto[] };

export function useUserPhotos(ownerID: string): UserPhotosState {
  const [loaded, setLoaded] = useState<{ ownerID: string; value: UserPhotosState } | null>(null);
  useEffect(() => {
    let current = true;
    void outingsApi.photosOf(ownerID).then((result) => {
      if (current) setLoaded({ ownerID, value: result.ok ? { state: 'ready', photos: result.data.photos } : { state: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [ownerID]);
  return loaded?.ownerID === ownerID ? loaded.value : { state: 'loading' };
}
