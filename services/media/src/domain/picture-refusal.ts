// Why a picture was refused. The HTTP layer turns each reason into the answer the user
// reads; nothing is stored for a refused picture. The limits are in picture-limits.
export type PictureRefusalReason = 'not-an-image' | 'too-large' | 'too-many-pixels';

export class PictureRefusedError extends Error {
  constructor(readonly reason: PictureRefusalReason) {
    super(`picture refused: ${reason}`);
    this.name = 'PictureRefusedError';
  }
}
