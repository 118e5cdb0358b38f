/** Exponential back-off: `baseMs` after the first failure, doubling up to `maxMs`. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}
