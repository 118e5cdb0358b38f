// Turns an uploaded picture into the one stored: checked by its bytes and its header,
// decoded under the pixel limit, turned upright, stripped of its metadata (EXIF, GPS),
// fitted into 1024×1024 and re-encoded as JPEG. Re-encoding also drops anything hidden
// in the file.
import { sniffImageFormat } from './image-format';
import { MAX_INPUT_PIXELS, MAX_PICTURE_BYTES } from './picture-limits';
import { PictureRefusedError } from './picture-refusal';
import { openPicture, readPictureHeader } from './sharp-input';

export const PICTURE_MAX_SIDE = 1024;
export const PICTURE_CONTENT_TYPE = 'image/jpeg';
const JPEG_QUALITY = 82;

/** Runs the expensive part (decoding and re-encoding) when and where the caller allows. */
export type EncodeRunner = <T>(encode: () => Promise<T>) => Promise<T>;
const encodeNow: EncodeRunner = (encode) => encode();

/**
 * The cheap checks run first and at once, so a refused picture never waits for the
 * encoder; the re-encoding runs through `runEncode` (the service's uploads lane).
 */
export async function preparePicture(bytes: Buffer, runEncode: EncodeRunner = encodeNow): Promise<Buffer> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new PictureRefusedError('too-large');
  const format = sniffImageFormat(bytes);
  if (!format) throw new PictureRefusedError('not-an-image');

  const header = await readPictureHeader(bytes).catch(() => null);
  if (!header || header.format !== format || !header.width || !header.height) {
    throw new PictureRefusedError('not-an-image');
  }
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new PictureRefusedError('too-many-pixels');

  return runEncode(() => reencode(bytes));
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await openPicture(bytes)
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
