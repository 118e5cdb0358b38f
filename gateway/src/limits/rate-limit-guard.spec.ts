import { EventEmitter } from 'node:events';
import { HttpError, createLogger } from '@outings/service-kit';
import { RATE_LIMITS, rateLimitTable, type RateBucket } from './rate-limit-table';
import { createRateLimiter } from './rate-limiter';
import { bucketFinder, createRateLimitGuard, retryAfterSeconds, tooManyMessage } from './rate-limit-guard';

/** A response that records its headers and finishes when told, with `statusCode`. */
function headersOnly() {
  const headers: Record<string, string> = {};
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    headers,
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    finish(status: number) {
      this.statusCode = status;
      emitter.emit('finish');
    },
  });
}

/** The refusal `promise` ends in, or null when it was allowed. */
async function refusalOf(promise: Promise<void>): Promise<HttpError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('the rate limit table', () => {
  it('gives every limit a burst window shorter and smaller than its sustained one', () => {
    for (const row of Object.values(RATE_LIMITS)) {
      expect(row.burst.windowSeconds).toBeLessThan(row.windowSeconds);
      expect(row.burst.points).toBeLessThan(row.points);
    }
  });

  it('limits every creating call the gateway answers', () => {
    const bucketOf = bucketFinder(rateLimitTable());
    const expected: Record<string, RateBucket> = {
      'POST /user/ada/chat/create': 'chats',
      'POST /user/ada/add-friend': 'friendships',
      'POST /user/ada/remove-friend': 'friendships',
      'POST /user/ada/set-like': 'likes',
      'POST /activity/create': 'activities',
      'POST /outing/ada/create-outing': 'outings',
      'GET /outing/ada/o1/join': 'outingMembership',
      'GET /outing/ada/o1/leave': 'outingMembership',
      'POST /user/ada/notification/n1/respond': 'alertAnswers',
      'POST /outing/ada/o1/upload-photo': 'uploads',
      'POST /notifications/push/subscribe': 'pushSubscriptions',
    };
    for (const [call, bucket] of Object.entries(expected)) {
      const [method, path] = call.split(' ') as [string, string];
      expect([call, bucketOf(method, path)]).toEqual([call, bucket]);
    }
  });

  it('counts a HEAD as the GET express answers it with, and leaves reads and other methods alone', () => {
    const bucketOf = bucketFinder(rateLimitTable());
    expect(bucketOf('HEAD', '/outing/ada/o1/join')).toBe('outingMembership');
    expect(bucketOf('GET', '/user/ada/chats')).toBeUndefined();
    expect(bucketOf('GET', '/activity/create')).toBeUndefined();
    expect(bucketOf('POST', '/user/ada/profile-data')).toBeUndefined();
  });

  it('takes overrides of some buckets and keeps the others', () => {
    const table = rateLimitTable({ chats: { points: 2, windowSeconds: 60, burst: { points: 1, windowSeconds: 1 } } });
    expect(table.chats).toMatchObject({ calls: RATE_LIMITS.chats.calls, points: 2, burst: { points: 1 } });
    expect(table.likes).toEqual(RATE_LIMITS.likes);
  });
});

describe('the refusal', () => {
  it('says how long to wait in whole seconds, never 0', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(tooManyMessage('new chats', 30_000)).toBe('Too many new chats. Please try again in 30 seconds.');
    expect(tooManyMessage('likes', 1)).toBe('Too many likes. Please try again in 1 second.');
    expect(tooManyMessage('uploads', 61_000)).toBe('Too many uploads. Please try again in 2 minutes.');
  });
});

describe('the rate limit guard (in memory)', () => {
  const guardOf = (overrides: Parameters<typeof rateLimitTable>[0]) => {
    const table = rateLimitTable(overrides);
    return createRateLimitGuard(table, createRateLimiter(table, { redis: null, keyPrefix: 'test:' }), createLogger('rate-limit-test', 'silent'));
  };

  it('allows the sustained window, then refuses with 429, Retry-After and the refusal body', async () => {
    const guard = guardOf({ chats: { points: 3, windowSeconds: 3600, burst: { points: 10, windowSeconds: 60 } } });
    for (let call = 0; call < 3; call += 1) {
      expect(await refusalOf(guard.assertCallWithinRate('POST', '/user/ada/chat/create', 'ada', headersOnly()))).toBeNull();
    }
    const res = headersOnly();
    const refusal = await refusalOf(guard.assertCallWithinRate('POST', '/user/ada/chat/create', 'ada', res));
    expect(refusal?.status).toBe(429);
    expect(refusal?.body).toEqual({ header: 'Too Many Requests', message: expect.stringMatching(/^Too many new chats\. Please try again in (59|60) minutes\.$/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('refuses past the burst window while the sustained one still has room, asking for the burst wait', async () => {
    const guard = guardOf({ likes: { points: 100, windowSeconds: 3600, burst: { points: 2, windowSeconds: 30 } } });
    await guard.assertWithinRate('likes', 'ada', headersOnly());
    await guard.assertWithinRate('likes', 'ada', headersOnly());
    const res = headersOnly();
    expect((await refusalOf(guard.assertWithinRate('likes', 'ada', res)))?.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('counts each user and each bucket on its own, and lets calls outside the table through', async () => {
    const one = { points: 1, windowSeconds: 3600, burst: { points: 1, windowSeconds: 60 } };
    const guard = guardOf({ chats: one, likes: one });
    await guard.assertWithinRate('chats', 'ada', headersOnly());
    expect(await refusalOf(guard.assertWithinRate('chats', 'grace', headersOnly()))).toBeNull();
    expect(await refusalOf(guard.assertWithinRate('likes', 'ada', headersOnly()))).toBeNull();
    expect((await refusalOf(guard.assertWithinRate('chats', 'ada', headersOnly())))?.status).toBe(429);
    for (let call = 0; call < 5; call += 1) {
      expect(await refusalOf(guard.assertCallWithinRate('GET', '/user/ada/chats', 'ada', headersOnly()))).toBeNull();
    }
  });

  it('gives the point of a refused or failed call back once its answer is sent, never that of a success', async () => {
    const given: string[] = [];
    const limiter = { take: async () => 0, giveBack: async (bucket: string, userId: string) => void given.push(`${bucket} ${userId}`) };
    const guard = createRateLimitGuard(rateLimitTable(), limiter, createLogger('rate-limit-test', 'silent'));
    const refusedCall = headersOnly();
    await guard.assertWithinRate('outings', 'ada', refusedCall);
    expect(given).toEqual([]);
    refusedCall.finish(406);
    const created = headersOnly();
    await guard.assertWithinRate('outings', 'grace', created);
    created.finish(201);
    expect(given).toEqual(['outings ada']);
  });
});

describe('createRateLimiter (in memory)', () => {
  it('counts a call given back as never made, in both windows', async () => {
    const table = rateLimitTable({ chats: { points: 1, windowSeconds: 3600, burst: { points: 1, windowSeconds: 60 } } });
    const limiter = createRateLimiter(table, { redis: null, keyPrefix: 'test:' });
    expect(await limiter.take('chats', 'ada')).toBe(0);
    await limiter.giveBack('chats', 'ada');
    expect(await limiter.take('chats', 'ada')).toBe(0);
    expect(await limiter.take('chats', 'ada')).toBeGreaterThan(59_000);
  });
});
