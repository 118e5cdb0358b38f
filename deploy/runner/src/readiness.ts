// A part counts as started once its `/readyz` answers 200: it has migrated, subscribed
// its queue and listens.
import { setTimeout as sleep } from 'node:timers/promises';

export interface ReadinessOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Stops waiting early when this says the process is gone. */
  isGone?: () => boolean;
}

export async function waitUntilReady(baseUrl: string, options: ReadinessOptions = {}): Promise<void> {
  const { timeoutMs = 120_000, intervalMs = 250, isGone = () => false } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isGone()) throw new Error(`${baseUrl} stopped before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline) throw new Error(`${baseUrl} was not ready within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
}
