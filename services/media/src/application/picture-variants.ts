// Scaled-down pictures (`?size=`), kept in memory: a key's bytes never change, so neither
// do its variants, and a feed read by many people asks for the same few again and again.
// Readers of the same variant share one scaling. Only asked for after the service has
// decided the caller may see the picture: the cache never answers on its own. Scaling
// runs in the variants lane; a refusal (lane full) is not kept.
import { LRUCache } from 'lru-cache';
import type { PictureSize } from '@outings/contracts';
import type { StoredObject } from '@outings/storage';
import { PICTURE_WORK_LIMITS } from '../domain/picture-limits';
import { scalePicture } from '../domain/picture-variant';
import { createWorkLane, type WorkLane } from './picture-work';

/** About 2,000 grid photos or 6,000 avatars. */
export const VARIANT_CACHE_BYTES = 32 * 1024 * 1024;

/** Reads the stored picture the variant is made from; null when it is gone. */
export type StoredPictureReader = () => Promise<StoredObject | null>;

export interface PictureVariants {
  /** `key`'s picture at `size`, scaled from what `readStored` answers on a miss. */
  of(key: string, size: PictureSize, readStored: StoredPictureReader): Promise<StoredObject | null>;
}

export interface PictureVariantsOptions {
  /** Where the scaling runs. */
  lane?: WorkLane;
  maxBytes?: number;
}

export function createPictureVariants({
  lane = createWorkLane(PICTURE_WORK_LIMITS.variants),
  maxBytes = VARIANT_CACHE_BYTES,
}: PictureVariantsOptions = {}): PictureVariants {
  const cache = new LRUCache<string, StoredObject, StoredPictureReader>({
    maxSize: maxBytes,
    sizeCalculation: (variant) => Math.max(1, variant.body.length),
    // A miss reads and scales; `undefined` (the picture is gone) is not kept.
    fetchMethod: async (variantKey, _stale, { context }) => {
      const stored = await context();
      if (!stored) return undefined;
      const size = Number(variantKey.slice(0, variantKey.indexOf(':'))) as PictureSize;
      return { contentType: stored.contentType, body: await lane.run(() => scalePicture(stored.body, size)) };
    },
  });
  return {
    of: async (key, size, readStored) => (await cache.fetch(`${size}:${key}`, { context: readStored })) ?? null,
  };
}
