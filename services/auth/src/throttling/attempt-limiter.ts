// Counts attempts per key in fixed windows (the window starts at the key's first attempt).
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { ThrottleRule } from '../domain/throttle-policy';
import { buildLimiter, digest, type LimiterStore } from './limiter-store';

export type { LimiterStore } from './limiter-store';

export interface AttemptLimiter {
  /** Counts one attempt. Resolves to 0 when it is allowed, else to the milliseconds to wait. */
  take(key: string): Promise<number>;
  /** Counts one attempt, allowed or not. Resolves to the key's attempts in its window, this one included. */
  count(key: string): Promise<number>;
  /** Uncounts one attempt that turned out not to be a failure. */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
  clear(key: string): Promise<void>;
}

export function createAttemptLimiter(name: string, rule: ThrottleRule, store: LimiterStore): AttemptLimiter {
  const limiter = buildLimiter(name, rule, store);
  /** The limiter's answer to one more attempt, whether it allowed it or not. */
  async function consume(key: string): Promise<{ allowed: boolean; answer: RateLimiterRes }> {
    try {
      return { allowed: true, answer: await limiter.consume(digest(key)) };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, answer: rejection };
      throw rejection;
    }
  }
  return {
    async take(key) {
      const { allowed, answer } = await consume(key);
      return allowed ? 0 : Math.max(1, answer.msBeforeNext);
    },
    async count(key) {
      return (await consume(key)).answer.consumedPoints;
    },
    async giveBack(key) {
      await limiter.reward(digest(key));
    },
    async clear(key) {
      await limiter.delete(digest(key));
    },
  };
}
