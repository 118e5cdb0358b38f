// Photos held in memory by a key that never names two different pictures (spec §3: a
// photo is absent, then 'queued' while loading, then loaded), each as stored or at a
// smaller size for its slot (libs/contracts picture-sizes). The picture as stored serves
// every size: a photo just uploaded, or opened big, is never loaded again for a grid.
// Readers of the same entry share one load; past `maxEntries` the least recently used
// entries no screen shows go first (an entry on screen is never dropped, or its reader
// would load it again and again).
import { useEffect } from 'react';
import type { PictureSize } from '@outings/contracts';
import { createStore, useStoreSelector, type ApiResult } from '@outings/fe-kit/core';
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
  clear(): void;
}

const isPicture = (value: PhotoValue | undefined): value is string => value !== undefined && value !== 'queued' && value !== 'missing';

/** The entry of `key` at `size`; the key itself for the picture as stored. */
const entryOf = (key: string, size: PictureSize | undefined) => (size === undefined ? key : `${key}#${size}`);

/** What a reader of `key` at `size` shows: the photo as stored once loaded, else its entry. */
function shownFrom(entries: Readonly<Record<string, PhotoValue>>, key: string, size: PictureSize | undefined): PhotoValue | undefined {
  const stored = entries[key];
  return isPicture(stored) ? stored : entries[entryOf(key, size)];
}

export function createPhotoCache(maxEntries: number): PhotoCache {
  const store = createStore<Readonly<Record<string, PhotoValue>>>({});
  /** Entries oldest use first (a Map iterates in insertion order). */
  const recency = new Map<string, true>();
  const readers = new Map<string, number>();
  /** Bumped by `clear`: a load started before it must not put its photo back. */
  let generation = 0;

  const touch = (entry: string) => {
    recency.delete(entry);
    recency.set(entry, true);
  };

  const prune = () => {
    const dropped: string[] = [];
    for (const entry of recency.keys()) {
      if (recency.size - dropped.length <= maxEntries) break;
      if (!readers.has(entry) && store.get()[entry] !== 'queued') dropped.push(entry);
    }
    if (dropped.length === 0) return;
    dropped.forEach((entry) => recency.delete(entry));
    store.set((entries) => Object.fromEntries(Object.entries(entries).filter(([entry]) => recency.has(entry))));
  };

  const put = (entry: string, value: PhotoValue) => {
    touch(entry);
    store.set((entries) => ({ ...entries, [entry]: value }));
    prune();
  };

  const fetchPhoto = (key: string, size: PictureSize | undefined, load: PhotoLoader) => {
    const entry = entryOf(key, size);
    const entries = store.get();
    if (isPicture(entries[key])) return touch(key);
    if (entries[entry] !== undefined) return touch(entry);
    put(entry, 'queued');
    const started = generation;
    inOwnTask(() => {
      if (started !== generation) return;
      void load(key, size).then((result) => {
        if (started === generation) put(entry, result.ok && typeof result.data === 'string' ? result.data : 'missing');
      });
    });
  };

  /** Marks the entry read, and the picture as stored that may stand in for it. */
  const read = (key: string, size: PictureSize | undefined) => {
    const marked = [...new Set([entryOf(key, size), key])];
    marked.forEach((entry) => readers.set(entry, (readers.get(entry) ?? 0) + 1));
    return () => {
      marked.forEach((entry) => {
        const left = (readers.get(entry) ?? 1) - 1;
        if (left > 0) readers.set(entry, left);
        else readers.delete(entry);
      });
      prune();
    };
  };

  return {
    usePhoto(key, size, load) {
      // Only this photo's value: a feed's photos arriving one by one re-render their own
      // readers, not every photo and avatar on the page each time.
      const shown = useStoreSelector(store, (entries) => (key ? shownFrom(entries, key, size) : undefined));
      useEffect(() => (key ? read(key, size) : undefined), [key, size]);
      useEffect(() => {
        if (key) fetchPhoto(key, size, load);
        // `load` is left out on purpose: a key and size always name the same photo, whoever asks.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [key, size]);
      return key ? shown : 'missing';
    },
    remember: put,
    clear() {
      generation += 1;
      recency.clear();
      if (Object.keys(store.get()).length > 0) store.set({});
    },
  };
}
