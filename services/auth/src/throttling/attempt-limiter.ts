// Counts attempts per key in fixed windows with rate-limiter-flexible: in Redis when the
// service runs in a cluster (every replica sees the same counts), in memory when embedded.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ThrottleRule } from '../domain/throttle-policy';

export interface LimiterStore {
  redis: Redis | null;
  /** Prefix of every key this service writes to Redis. */
  keyPrefix: string;
}

export interface AttemptLimiter {
  /** Counts one attempt. Resolves to 0 when it is allowed, else to the milliseconds to wait. */
  take(key: string): Promise<number>;
  /** Uncounts one attempt that turned out not to be a failure. */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
  clear(key: string): Promise<void>;
}

/** Keys are e-mail addresses and IPs: Redis gets a digest of them, never the values. */
function digest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

function buildLimiter(name: string, rule: ThrottleRule, store: LimiterStore): RateLimiterAbstract {
  const options = { keyPrefix: `${store.keyPrefix}:${name}`, points: rule.points, duration: rule.windowSeconds };
  if (!store.redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: store.redis,
    // While Redis is unreachable each replica keeps counting on its own instead of
    // failing the login or waiting for the reconnect.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

export function createAttemptLimiter(name: string, rule: ThrottleRule, store: LimiterStore): AttemptLimiter {
  const limiter = buildLimiter(name, rule, store);
  return {
    async take(key) {
      try {
        await limiter.consume(digest(key));
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        throw rejection;
      }
    },
    async giveBack(key) {
      await limiter.reward(digest(key));
    },
    async clear(key) {
      await limiter.delete(digest(key));
    },
  };
}
