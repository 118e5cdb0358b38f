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

/** A user's sessions and when the set ends: as long as its newest session may live. */
interface UserEntry {
  ids: Set<string>;
  expiresAt: number;
}

/**
 * The Redis index's semantics in a map, for the embedded run: a user's set expires
 * SESSION_MAX_AGE_MS after its newest session was remembered, so sessions that ended by
 * expiring (no logout) do not stay forever. Expired sets are swept at most once per
 * `sweepEveryMs`, when a session is remembered.
 */
export class MemorySessionIndex implements SessionIndex {
  private readonly byUser = new Map<string, UserEntry>();
  private lastSweep: number;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepEveryMs = 60 * 60 * 1000,
  ) {
    this.lastSweep = now();
  }

  /** How many users have a set. */
  get size(): number {
    return this.byUser.size;
  }

  private live(userId: string): UserEntry | undefined {
    const entry = this.byUser.get(userId);
    if (entry && entry.expiresAt <= this.now()) {
      this.byUser.delete(userId);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now;
    for (const [userId, entry] of this.byUser) if (entry.expiresAt <= now) this.byUser.delete(userId);
  }

  async remember(userId: string, sessionId: string): Promise<void> {
    this.sweep();
    const entry = this.live(userId) ?? { ids: new Set<string>(), expiresAt: 0 };
    entry.ids.add(sessionId);
    entry.expiresAt = this.now() + SESSION_MAX_AGE_MS;
    this.byUser.set(userId, entry);
  }

  async forget(userId: string, sessionId: string): Promise<void> {
    const entry = this.live(userId);
    entry?.ids.delete(sessionId);
    if (entry?.ids.size === 0) this.byUser.delete(userId);
  }

  async takeAll(userId: string): Promise<string[]> {
    const ids = [...(this.live(userId)?.ids ?? [])];
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
