// Counts each user's calls per bucket of the rate limit table with rate-limiter-flexible:
// in Redis when the gateway has it (every replica counts into the same windows), in memory
// embedded. Both windows of a bucket (sustained and burst) are counted on every call.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RateLimiterUnion, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateBucket, RateLimitTable, RateWindow } from './rate-limit-table';

export interface RateLimiterStore {
  redis: Redis | null;
  /** Prefix of every key the gateway writes to Redis. */
  keyPrefix: string;
}

export interface RateLimiter {
  /** Counts one call of the user. Resolves to 0 when it is allowed, else to the milliseconds to wait. */
  take(bucket: RateBucket, userId: string): Promise<number>;
  /** Uncounts an allowed call that turned out to create nothing (refused, or failed). */
  giveBack(bucket: RateBucket, userId: string): Promise<void>;
}

function windowLimiter(keyPrefix: string, window: RateWindow, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix, points: window.points, duration: window.windowSeconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // While Redis is unreachable each replica keeps counting on its own instead of
    // failing the call or waiting for the reconnect.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** The longest wait among the refusing windows (a union rejects with each refusal by key prefix). */
function waitOf(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
  const refusals = Object.values(rejection as Record<string, unknown>);
  if (refusals.length === 0 || !refusals.every((refusal) => refusal instanceof RateLimiterRes)) throw rejection;
  return Math.max(...refusals.map((refusal) => (refusal as RateLimiterRes).msBeforeNext));
}

export function createRateLimiter(table: RateLimitTable, { redis, keyPrefix }: RateLimiterStore): RateLimiter {
  const windows = new Map<RateBucket, RateLimiterAbstract[]>();
  for (const [bucket, rule] of Object.entries(table) as [RateBucket, RateLimitTable[RateBucket]][]) {
    const prefix = `${keyPrefix}rate:${bucket}`;
    windows.set(bucket, [windowLimiter(prefix, rule, redis), windowLimiter(`${prefix}:burst`, rule.burst, redis)]);
  }
  const unions = new Map([...windows].map(([bucket, limiters]) => [bucket, new RateLimiterUnion(...limiters)]));
  return {
    async take(bucket, userId) {
      try {
        await unions.get(bucket)!.consume(userId);
        return 0;
      } catch (rejection) {
        // Never 0: a refusal always asks for some wait.
        return Math.max(1, waitOf(rejection));
      }
    },
    async giveBack(bucket, userId) {
      await Promise.all(windows.get(bucket)!.map((limiter) => limiter.reward(userId)));
    },
  };
}
