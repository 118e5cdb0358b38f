// The answers a refused upload gets: what the user reads in the popup.
import { badRequest, payloadTooLarge, type HttpError } from '@outings/service-kit';
import { MAX_INPUT_PIXELS } from '../domain/picture-limits';
import type { PictureRefusalReason } from '../domain/picture-refusal';

const PHOTO_TOO_LARGE = 'Photo Too Large';

export function refusalAnswer(reason: PictureRefusalReason): HttpError {
  switch (reason) {
    case 'too-large':
      return payloadTooLarge('Photos must be smaller than 5 MB.', PHOTO_TOO_LARGE);
    case 'too-many-pixels':
      return payloadTooLarge(`Photos must be smaller than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`, PHOTO_TOO_LARGE);
    case 'not-an-image':
      return badRequest('Please upload a JPEG, PNG or WebP image.', 'Invalid Photo');
  }
}
