// Photos held by a key that never names two different pictures (spec §3: a photo is
// absent, then 'queued' while loading, then loaded), each as stored or at a smaller size
// for its slot (libs/contracts picture-sizes): queries in the page's one cache. The
// picture as stored serves every size: a photo just uploaded, or opened big, is never
// loaded again for a grid. Readers of the same photo share one load; past `maxEntries`
// the photos no screen shows go, those held longest first (one on screen stays, or its
// reader would load it again and again). Signing out empties the cache, photos with it.
import { useEffect } from 'react';
import type { PictureSize } from '@outings/contracts';
import type { ApiResult } from '@outings/fe-kit/core';
import type { Query } from '@tanstack/react-query';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { useQuery } from '../query/shared-hooks';
import { inOwnTask } from './in-own-task';

export type PhotoValue = 'queued' | 'missing' | string;

/** Loads the photo under `key` at `size` (undefined: as stored). */
export type PhotoLoader = (key: string, size: PictureSize | undefined) => Promise<ApiResult<unknown>>;

export interface PhotoCache {
  /**
   * The photo under `key` at `size` (undefined: as stored), loaded by `load(key, size)` on first
   * use; 'missing' without a key (the owner has none).
   */
  usePhoto(key: string | undefined, size: PictureSize | undefined, load: PhotoLoader): PhotoValue | undefined;
  /** Puts a photo the client already has (just uploaded) in the cache, as stored. */
  remember(key: string, dataUrl: string): void;
}

const isPicture = (value: PhotoValue | undefined): value is string => value !== undefined && value !== 'queued' && value !== 'missing';

/** `kind` keeps each cache's photos apart (a profile picture's key is not an outing photo's). */
export function createPhotoCache(kind: string, maxEntries: number): PhotoCache {
  const photoQuery = (key: string, size: PictureSize | undefined, load: PhotoLoader) => ({
    queryKey: queryKeys.photo(kind, key, size ?? 'stored'),
    // A screen's photos start in a task each (in-own-task.ts); one that cannot be had stays
    // 'missing' rather than being asked for again by every reader.
    queryFn: () =>
      new Promise<ApiResult<unknown>>((resolve) => inOwnTask(() => resolve(load(key, size)))).then((result): PhotoValue =>
        result.ok && typeof result.data === 'string' ? result.data : 'missing',
      ),
  });

  const droppable = (query: Query) => query.getObserversCount() === 0 && query.state.fetchStatus === 'idle';
  const prune = () => {
    const held = queryClient.getQueryCache().findAll({ queryKey: queryKeys.photosOf(kind) });
    const dropped = held.filter(droppable).sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt).slice(0, Math.max(0, held.length - maxEntries));
    dropped.forEach((query) => queryClient.getQueryCache().remove(query));
  };

  return {
    usePhoto(key, size, load) {
      // The picture as stored, if held, serves this size; it is not asked for here, only read.
      const stored = useQuery({ ...photoQuery(key ?? '', undefined, load), enabled: false }).data;
      const sized = useQuery({ ...photoQuery(key ?? '', size, load), enabled: key !== undefined && !isPicture(stored) });
      // Leaving the screen makes a photo droppable; a new one may overfill the cache.
      useEffect(() => {
        prune();
        return prune;
      }, [key, size]);
      if (!key) return 'missing';
      if (isPicture(stored)) return stored;
      return sized.data ?? 'queued';
    },
    remember: (key, dataUrl) => {
      queryClient.setQueryData<PhotoValue>(queryKeys.photo(kind, key, 'stored'), dataUrl);
      prune();
    },
  };
}
