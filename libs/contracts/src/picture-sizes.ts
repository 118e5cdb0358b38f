// The sizes a picture is read at besides the one it is stored at (`?size=` on
// `GET /user/{id}/profile-picture` and `GET /outing/{outingId}/photo/{key}`). A 40 px avatar
// or a 165 px grid cell does not need the 512 px picture or the 1024 px photo: a phone
// on a slow link waits for every byte of the text photo string before it shows anything.
// A short ladder keeps the server's variants few and cacheable. No imports: the login
// page's scripts read it.

/** The shorter side of a variant, in pixels: the picture is scaled to cover a square of this side, never enlarged. */
export const PICTURE_SIZES = [160, 320, 480, 640] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

/** Past this many device pixels per CSS pixel no eye tells the difference. */
const MAX_USEFUL_PIXEL_RATIO = 3;

/**
 * The smallest variant that covers a square slot of `cssPixels` on a screen of
 * `devicePixelRatio`; undefined when only the stored picture is big enough.
 */
export function pictureSizeFor(cssPixels: number, devicePixelRatio: number): PictureSize | undefined {
  const needed = cssPixels * Math.min(Math.max(devicePixelRatio, 1), MAX_USEFUL_PIXEL_RATIO);
  return PICTURE_SIZES.find((size) => size >= needed);
}

/** The query of a picture call: `?size=…`, or nothing for the picture as stored. */
export const pictureSizeQuery = (size: PictureSize | undefined): string => (size === undefined ? '' : `?size=${size}`);
