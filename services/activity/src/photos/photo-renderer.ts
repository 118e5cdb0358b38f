// Renders an activity's photo to WebP with sharp on first request and keeps the most
// recent ones in memory: the bytes follow from the activity alone, so every replica
// renders the same picture and nothing needs storing.
import sharp from 'sharp';
import { photoSvg, type PhotoSubject } from './photo-art';

export const PHOTO_CONTENT_TYPE = 'image/webp';
/** Photos kept per process: a few KB each. */
const CACHE_ENTRIES = 500;

export interface PhotoRenderer {
  render(subject: PhotoSubject, index: number): Promise<Buffer>;
}

export function createPhotoRenderer(): PhotoRenderer {
  // Insertion order doubles as recency: a hit is moved to the end, the oldest evicted.
  const cache = new Map<string, Promise<Buffer>>();
  return {
    render(subject, index) {
      const key = `${subject.id}#${index}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const rendered = sharp(Buffer.from(photoSvg(subject, index))).webp({ quality: 70 }).toBuffer();
      cache.set(key, rendered);
      // A failed render is not kept: the next request tries again.
      rendered.catch(() => cache.delete(key));
      if (cache.size > CACHE_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return rendered;
    },
  };
}
