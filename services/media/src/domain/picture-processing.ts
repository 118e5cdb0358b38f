// Turns an uploaded picture into the one stored: checked by its bytes, decoded under a
// pixel limit, turned upright, stripped of its metadata (EXIF, GPS), fitted into
// 1024×1024 and re-encoded as JPEG. Re-encoding also drops anything hidden in the file.
import sharp from 'sharp';
import { sniffImageFormat } from './image-format';
import { MAX_INPUT_PIXELS, MAX_PICTURE_BYTES, PictureRefusedError } from './picture-refusal';

export const PICTURE_MAX_SIDE = 1024;
export const PICTURE_CONTENT_TYPE = 'image/jpeg';
const JPEG_QUALITY = 82;

// 'error' refuses truncated and corrupt files but accepts the harmless warnings many
// cameras' JPEGs raise.
const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;

export async function preparePicture(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new PictureRefusedError('too-large');
  const format = sniffImageFormat(bytes);
  if (!format) throw new PictureRefusedError('not-an-image');

  // Reads the header only: the size is known before anything is decoded. sharp's own
  // pixel limit is lifted for this read, or a header claiming 50000×50000 would fail
  // like a broken file instead of getting the too-many-pixels answer just below.
  const metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata().catch(() => null);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw new PictureRefusedError('not-an-image');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PictureRefusedError('too-many-pixels');

  try {
    return await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: transparent pixels become white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // The header was fine but the pixel data is not (truncated, corrupt).
    throw new PictureRefusedError('not-an-image');
  }
}
