// Every limit on one media process's picture work, in one place: how big an upload may be,
// and how much sharp work may run, and wait, at once.

/** Upload bytes, decoded from base64. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * Decoded pixels allowed: 24 megapixels, a 6000×4000 camera frame (width × height may
 * equal it). Nothing is kept larger than 1024 px a side (PICTURE_MAX_SIDE), and a crop at
 * the cropper's strongest zoom (3×) keeps a third of the shorter side: 4000 / 3 still
 * fills 1024 px. Every phone's and camera's full frame up to 24 MP passes; more pixels
 * only cost CPU and memory (a 6000×6000 PNG of a flat colour is a few hundred KB and
 * decodes into 36 million pixels).
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** How many tasks of a lane run at once, and how many more may wait for a place. */
export interface WorkLaneLimits {
  running: number;
  waiting: number;
}

/**
 * The sharp work of one process, in two lanes so that small scalings are never stuck
 * behind large uploads. One task each at a time, each on one libvips thread (sharp-input
 * `configureSharp`): at most two cores busy and two of libuv's four threads taken, so
 * database, storage and health calls keep answering. Re-encoding the largest upload
 * takes 0.1–0.25 s, so a full uploads lane drains in about 2 s; a scaled variant is made
 * from a stored picture of at most 1024 px a side in a few milliseconds, so many may wait.
 */
export const PICTURE_WORK_LIMITS = {
  uploads: { running: 1, waiting: 8 },
  variants: { running: 1, waiting: 32 },
} as const satisfies Record<string, WorkLaneLimits>;

/** `Retry-After` of a call refused because its lane is full: about the time a full lane takes to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
