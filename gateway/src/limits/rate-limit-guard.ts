// Applies the rate limit table to HTTP calls: the same step for the forwarded calls
// (answered before express, proxy/forwarded-calls.ts) and, as middleware, for the composed
// routes. It runs once the access rule has passed, so the user is the session's, never an
// id the client wrote. A call over its bucket's limit is refused with 429, `Retry-After`
// (seconds) and the `{header, message}` body of every refusal; nothing reaches a service.
// Only calls that create count: one answered with a refusal (a bad body, a 403, the
// pending cap's 406) or a failure gives its point back once its answer is sent.
import { publicCall } from '@outings/contracts';
import { tooManyRequests, type Logger } from '@outings/service-kit';
import { compilePathPattern } from '../identity/path-pattern';
import type { RateBucket, RateLimitTable } from './rate-limit-table';
import type { RateLimiter } from './rate-limiter';

export const TOO_MANY_HEADER = 'Too Many Requests';

/** The `Retry-After` value: whole seconds, never 0 (0 would invite an immediate retry). */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** `Too many new chats. Please try again in 12 minutes.` */
export function tooManyMessage(what: string, waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many ${what}. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/** The bucket of an HTTP call (method and path), or undefined for a call the table does not limit. */
export function bucketFinder(table: RateLimitTable): (method: string, path: string) => RateBucket | undefined {
  const compiled = (Object.entries(table) as [RateBucket, RateLimitTable[RateBucket]][]).flatMap(([bucket, row]) =>
    row.calls.map(publicCall).map(({ method, path }) => ({ bucket, method: method.toUpperCase(), regex: compilePathPattern(path) })),
  );
  return (method, path) => {
    // Express answers a HEAD with the GET route: it counts as that GET.
    const asRouted = method === 'HEAD' ? 'GET' : method;
    return compiled.find((entry) => entry.method === asRouted && entry.regex.test(path))?.bucket;
  };
}

/** What the guard needs of the answer (a ServerResponse): where to put `Retry-After`, and its status once sent. */
export interface LimitedAnswer {
  setHeader(name: string, value: string): unknown;
  once(event: 'finish', listener: () => void): unknown;
  readonly statusCode: number;
}

export interface RateLimitGuard {
  /**
   * Counts the call for the user; throws the 429 (with `Retry-After` set on `res`) when over
   * the limit. The point is given back if `res` finishes with a refusal or a failure.
   */
  assertWithinRate(bucket: RateBucket, userId: string, res: LimitedAnswer): Promise<void>;
  /** The same for an HTTP call found by method and path; calls outside the table pass untouched. */
  assertCallWithinRate(method: string, path: string, userId: string | undefined, res: LimitedAnswer): Promise<void>;
}

export function createRateLimitGuard(table: RateLimitTable, limiter: RateLimiter, logger: Logger): RateLimitGuard {
  const bucketOf = bucketFinder(table);

  async function assertWithinRate(bucket: RateBucket, userId: string, res: LimitedAnswer): Promise<void> {
    const waitMs = await limiter.take(bucket, userId);
    if (waitMs === 0) {
      res.once('finish', () => {
        if (res.statusCode < 400) return;
        limiter.giveBack(bucket, userId).catch((error: unknown) => logger.warn({ err: error, bucket }, 'rate limit point not given back'));
      });
      return;
    }
    res.setHeader('Retry-After', String(retryAfterSeconds(waitMs)));
    throw tooManyRequests(tooManyMessage(table[bucket].what, waitMs), TOO_MANY_HEADER);
  }

  async function assertCallWithinRate(method: string, path: string, userId: string | undefined, res: LimitedAnswer) {
    const bucket = bucketOf(method, path);
    // The access rule has already refused a limited call without a session.
    if (bucket && userId) await assertWithinRate(bucket, userId, res);
  }

  return {
    assertWithinRate,
    assertCallWithinRate,
  };
}
