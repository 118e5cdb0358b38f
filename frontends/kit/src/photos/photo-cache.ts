// Photos held in memory by a key that never names two different pictures (spec §3: a
// photo is absent, then 'queued' while loading, then loaded). Readers of the same key
// share one load; past `maxEntries` the least recently used photos no screen shows go
// first (a photo on screen is never dropped, or its reader would load it again and again).
import { useEffect } from 'react';
import { createStore, useStore, type ApiResult } from '@outings/fe-kit/core';

export type PhotoValue = 'queued' | 'missing' | string;

export type PhotoLoader = (key: string) => Promise<ApiResult<unknown>>;

export interface PhotoCache {
  /** The photo under `key` (undefined: the owner has none), loaded by `load(key)` on first use. */
  usePhoto(key: string | undefined, load: PhotoLoader): PhotoValue | undefined;
  /** Puts a photo the client already has (just uploaded) in the cache. */
  remember(key: string, dataUrl: string): void;
  clear(): void;
}

export function createPhotoCache(maxEntries: number): PhotoCache {
  const store = createStore<Readonly<Record<string, PhotoValue>>>({});
  /** Keys oldest use first (a Map iterates in insertion order). */
  const recency = new Map<string, true>();
  const readers = new Map<string, number>();
  /** Bumped by `clear`: a load started before it must not put its photo back. */
  let generation = 0;

  const touch = (key: string) => {
    recency.delete(key);
    recency.set(key, true);
  };

  const prune = () => {
    const dropped: string[] = [];
    for (const key of recency.keys()) {
      if (recency.size - dropped.length <= maxEntries) break;
      if (!readers.has(key) && store.get()[key] !== 'queued') dropped.push(key);
    }
    if (dropped.length === 0) return;
    dropped.forEach((key) => recency.delete(key));
    store.set((entries) => Object.fromEntries(Object.entries(entries).filter(([key]) => recency.has(key))));
  };

  const put = (key: string, value: PhotoValue) => {
    touch(key);
    store.set((entries) => ({ ...entries, [key]: value }));
    prune();
  };

  const fetchPhoto = (key: string, load: PhotoLoader) => {
    touch(key);
    if (store.get()[key] !== undefined) return;
    put(key, 'queued');
    const started = generation;
    void load(key).then((result) => {
      if (started === generation) put(key, result.ok && typeof result.data === 'string' ? result.data : 'missing');
    });
  };

  const read = (key: string) => {
    readers.set(key, (readers.get(key) ?? 0) + 1);
    return () => {
      const left = (readers.get(key) ?? 1) - 1;
      if (left > 0) readers.set(key, left);
      else readers.delete(key);
      prune();
    };
  };

  return {
    usePhoto(key, load) {
      const value = useStore(store)[key ?? ''];
      useEffect(() => (key ? read(key) : undefined), [key]);
      useEffect(() => {
        if (key) fetchPhoto(key, load);
        // `load` is left out on purpose: a key always names the same photo, whoever asks.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [key]);
      return key ? value : 'missing';
    },
    remember: put,
    clear() {
      generation += 1;
      recency.clear();
      if (Object.keys(store.get()).length > 0) store.set({});
    },
  };
}
