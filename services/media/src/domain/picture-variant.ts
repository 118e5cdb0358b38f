// A stored picture scaled down for a smaller slot (`?size=`, libs/contracts picture-size):
// its shorter side becomes `size`, so it still covers a square of that side, and a picture
// already that small is answered as it is (never enlarged, never re-encoded for nothing).
import type { PictureSize } from '@outings/contracts';
import { openPicture } from './sharp-input';

/** A little below the stored pictures' 82: at a third of the pixels nobody sees the difference. */
const VARIANT_JPEG_QUALITY = 78;

export async function scalePicture(stored: Buffer, size: PictureSize): Promise<Buffer> {
  const { width, height } = await openPicture(stored).metadata();
  if (!width || !height || Math.min(width, height) <= size) return stored;
  return openPicture(stored)
    .resize(size, size, { fit: 'outside', withoutEnlargement: true })
    .jpeg({ quality: VARIANT_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
