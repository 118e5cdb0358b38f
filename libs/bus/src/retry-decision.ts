// What happens to a message whose handler threw: both adapters decide the same way.
import { PoisonEventError } from './errors';
import type { RetryPolicy } from './port';

export type RetryDecision = { action: 'retry'; delayMs: number } | { action: 'dead'; reason: string };

/** `failedBefore` counts the attempts that failed before this one. */
export function decideAfterFailure(error: unknown, failedBefore: number, policy: RetryPolicy): RetryDecision {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PoisonEventError) return { action: 'dead', reason: `poison event: ${message}` };
  const delayMs = policy.delaysMs[failedBefore];
  if (delayMs === undefined) return { action: 'dead', reason: `failed ${failedBefore + 1} times, last: ${message}` };
  return { action: 'retry', delayMs };
}
