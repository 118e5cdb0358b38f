/**
 * Wait before reconnect attempt `attempt` (1-based): doubling from `minMs` up to `maxMs`,
 * with up to 20% random spread so that many clients do not hammer a restarted broker at once.
 */
export function reconnectDelayMs(attempt: number, minMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.2 * random()));
}
