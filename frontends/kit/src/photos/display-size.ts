// The picture variant (libs/contracts picture-sizes) a square slot of so many CSS pixels
// needs on this screen.
import { pictureSizeFor, type PictureSize } from '@outings/contracts';

/** undefined: the slot is unknown or larger than every variant, so the picture as stored. */
export function displayPictureSize(cssPixels: number | undefined): PictureSize | undefined {
  if (!cssPixels || cssPixels <= 0) return undefined;
  return pictureSizeFor(cssPixels, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
}
