// While the realtime connection is down it is retried every 1 to 2 seconds, at random so
// a restarted gateway is not hit by every browser in the same instant (spec §4, §9).
export const RETRY_MIN_MS = 1000;
export const RETRY_SPREAD_MS = 1000;

/** @param random a number in [0, 1), e.g. Math.random() */
export function retryDelay(random: number): number {
  const clamped = Math.min(Math.max(random, 0), 1);
  return RETRY_MIN_MS + Math.round(clamped * RETRY_SPREAD_MS);
}
