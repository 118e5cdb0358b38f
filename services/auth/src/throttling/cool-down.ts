// A wait of a chosen length per key ("this address tries this account again in 8 s"),
// kept in the same store as the attempt counts.
import type { ThrottleRule } from '../domain/throttle-policy';
import { buildLimiter, digest, type LimiterStore } from './limiter-store';

export interface CoolDown {
  /** The key waits `seconds` (whole, rounded up) from now, replacing any wait it had. */
  start(key: string, seconds: number): Promise<void>;
  /** Resolves to the milliseconds the key still has to wait, 0 when it may go on. */
  remainingMs(key: string): Promise<number>;
  /** Ends the key's wait. */
  clear(key: string): Promise<void>;
}

/** One point: a key rate-limiter-flexible has blocked holds more, for the block's length. */
const BLOCK_ONLY: ThrottleRule = { points: 1, windowSeconds: 1 };

export function createCoolDown(name: string, store: LimiterStore): CoolDown {
  const limiter = buildLimiter(name, BLOCK_ONLY, store);
  return {
    async start(key, seconds) {
      // Whole seconds is what Redis keeps; a block of 0 would never expire.
      await limiter.block(digest(key), Math.max(1, Math.ceil(seconds)));
    },
    async remainingMs(key) {
      const state = await limiter.get(digest(key));
      if (!state || state.consumedPoints <= BLOCK_ONLY.points) return 0;
      return Math.max(0, state.msBeforeNext);
    },
    async clear(key) {
      await limiter.delete(digest(key));
    },
  };
}
