// Where the throttling counts live, with rate-limiter-flexible: in Redis when the service
// runs in a cluster (every replica sees the same counts), in memory when embedded.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ThrottleRule } from '../domain/throttle-policy';

export interface LimiterStore {
  redis: Redis | null;
  /** Prefix of every key this service writes to Redis. */
  keyPrefix: string;
}

/** Keys are e-mail addresses and IPs: Redis gets a digest of them, never the values. */
export function digest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

/** A limiter of its own name (key prefix) in the store. */
export function buildLimiter(name: string, rule: ThrottleRule, store: LimiterStore): RateLimiterAbstract {
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
