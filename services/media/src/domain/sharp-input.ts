// How every sharp pipeline of this service opens a picture, and how sharp is set up for
// the process: one place, so no pipeline (upload, scaled variant) ever decodes without
// the limits.
import sharp, { type SharpOptions } from 'sharp';
import { MAX_INPUT_PIXELS } from './picture-limits';

/**
 * sharp itself stops decoding past MAX_INPUT_PIXELS, whatever read the header before.
 * 'error' refuses truncated and corrupt files but accepts the harmless warnings many
 * cameras' JPEGs raise. A sequential read streams the rows top to bottom instead of
 * holding the whole decoded picture in memory.
 */
const LIMITED_INPUT: SharpOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true };

/** A pipeline on `bytes`, decoded under the limits. */
export const openPicture = (bytes: Buffer): sharp.Sharp => sharp(bytes, LIMITED_INPUT);

/**
 * The header only: size and format, before anything is decoded. sharp's own pixel limit
 * is lifted for this read, or a header claiming 50000×50000 would fail like a broken file
 * instead of getting the too-many-pixels answer.
 */
export const readPictureHeader = (bytes: Buffer): Promise<sharp.Metadata> =>
  sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();

/**
 * Process-wide settings. One libvips thread per picture, so one large encode takes one
 * core rather than all of them (how many run at once is the work lanes' business). No
 * operation cache: every upload is seen once and variants are kept by picture-variants,
 * so libvips's cache would only hold memory.
 */
export function configureSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}
