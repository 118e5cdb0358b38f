// The spec sends pictures as `photoString`, a data URL (`data:image/...;base64,...`).
// Its declared type is ignored: only the bytes say what the picture is.
import { MAX_PICTURE_BYTES } from './picture-limits';
import { PictureRefusedError } from './picture-refusal';

const DATA_URL = /^data:image\/[\w.+-]+(?:;[\w.+-]+=[\w.+-]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes a photo string, refusing anything that is not base64 image data or is too big. */
export function decodePhotoString(photoString: string): Buffer {
  const header = DATA_URL.exec(photoString);
  if (!header) throw new PictureRefusedError('not-an-image');
  const payload = photoString.slice(header[0].length);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw new PictureRefusedError('not-an-image');
  // Checked on the encoded length, before allocating the decoded bytes.
  const decodedLength = (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (decodedLength > MAX_PICTURE_BYTES) throw new PictureRefusedError('too-large');
  return Buffer.from(payload, 'base64');
}
