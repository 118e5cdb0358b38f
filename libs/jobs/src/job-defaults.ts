// Retry and retention policy shared by both adapters, so a job behaves the same
// whether BullMQ or the in-process runner executes it.

/** Runs per job unless the caller says otherwise: one try and four retries. */
export const DEFAULT_ATTEMPTS = 5;

/** First retry delay; each later retry doubles it (1 s, 2 s, 4 s, 8 s). */
export const DEFAULT_BACKOFF_MS = 1000;

/**
 * How long finished jobs are kept. While a job is kept, adding its jobId again is
 * ignored (that is what makes a deterministic jobId a duplicate guard), and failed jobs
 * stay inspectable for an operator. Counts cap the memory a busy queue can hold.
 */
export const RETENTION = {
  completed: { ageSeconds: 24 * 60 * 60, count: 1000 },
  failed: { ageSeconds: 7 * 24 * 60 * 60, count: 5000 },
} as const;

/**
 * Delay before the next try after `failedAttempts` failures, BullMQ's exponential
 * formula: `backoffMs * 2^(failedAttempts - 1)`.
 */
export function retryDelayMs(failedAttempts: number, backoffMs: number): number {
  return backoffMs * 2 ** Math.max(0, failedAttempts - 1);
}
