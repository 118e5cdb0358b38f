// Why a picture was refused. The HTTP layer turns each reason into the answer the user
// reads; nothing is stored for a refused picture.
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Decoded pixels allowed (about 40 megapixels): a small file must not unpack into gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type PictureRefusalReason = 'not-an-image' | 'too-large' | 'too-many-pixels';

export class PictureRefusedError extends Error {
  constructor(readonly reason: PictureRefusalReason) {
    super(`picture refused: ${reason}`);
    this.name = 'PictureRefusedError';
  }
}
