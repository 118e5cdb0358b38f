// Which sessions each user has open, so that all of them can be ended at once (a password
// reset). The session store is keyed by session id only; this is the index beside it:
// a Redis set per user where the sessions are in Redis, a map where they are in memory.
import type { Redis } from 'ioredis';
import { SESSION_MAX_AGE_MS } from './session-data';

export interface SessionIndex {
  /** At login and at each renewal: the set lives as long as its newest session may. */
  remember(userId: string, sessionId: string): Promise<void>;
  /** At logout. */
  forget(userId: string, sessionId: string): Promise<void>;
  /** Every session id remembered for the user (some may have expired since), removed from the index. */
  takeAll(userId: string): Promise<string[]>;
}

class MemorySessionIndex implements SessionIndex {
  private readonly byUser = new Map<string, Set<string>>();

  async remember(userId: string, sessionId: string): Promise<void> {
    const ids = this.byUser.get(userId) ?? new Set<string>();
    this.byUser.set(userId, ids.add(sessionId));
  }

  async forget(userId: string, sessionId: string): Promise<void> {
    const ids = this.byUser.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) this.byUser.delete(userId);
  }

  async takeAll(userId: string): Promise<string[]> {
    const ids = [...(this.byUser.get(userId) ?? [])];
    this.byUser.delete(userId);
    return ids;
  }
}

class RedisSessionIndex implements SessionIndex {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  private keyOf(userId: string): string {
    return `${this.keyPrefix}user-sessions:${userId}`;
  }

  async remember(userId: string, sessionId: string): Promise<void> {
    await this.redis.multi().sadd(this.keyOf(userId), sessionId).pexpire(this.keyOf(userId), SESSION_MAX_AGE_MS).exec();
  }

  async forget(userId: string, sessionId: string): Promise<void> {
    await this.redis.srem(this.keyOf(userId), sessionId);
  }

  async takeAll(userId: string): Promise<string[]> {
    const results = await this.redis.multi().smembers(this.keyOf(userId)).del(this.keyOf(userId)).exec();
    const [error, members] = results?.[0] ?? [new Error('the session index read was discarded'), null];
    if (error) throw error;
    return members as string[];
  }
}

export function createSessionIndex(settings: { redis: Redis | null; redisKeyPrefix: string }): SessionIndex {
  return settings.redis ? new RedisSessionIndex(settings.redis, settings.redisKeyPrefix) : new MemorySessionIndex();
}
