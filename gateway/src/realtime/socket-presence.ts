// Presence across gateway replicas: per user a Redis sorted set (`presenceKey`) of the
// sockets each replica holds, scored by when the entry expires. A replica adds its socket
// on connect, removes it on disconnect and refreshes all of its own on an interval, so the
// sockets of a replica that died without saying so stop counting within PRESENCE_TTL_MS.
// The services read the same sets (libs/runtime, redis-emitter.ts) to decide on web push.
import type { Redis } from 'ioredis';
import { presenceKey } from '@outings/contracts';
import type { Logger } from '@outings/service-kit';

export const PRESENCE_REFRESH_MS = 30_000;
/** Three refreshes: one missed refresh (a busy event loop, a Redis blip) does not log a user out. */
export const PRESENCE_TTL_MS = 90_000;

interface LocalSocket {
  id: string;
  data: { userId: string };
}

export interface SocketPresence {
  connected(userId: string, socketId: string): void;
  disconnected(userId: string, socketId: string): void;
  isOnline(userId: string): Promise<boolean>;
  /** Stops refreshing and removes this replica's entries. */
  close(): Promise<void>;
}

export function createSocketPresence(
  redis: Redis,
  adapterKey: string,
  localSockets: () => Promise<readonly LocalSocket[]>,
  logger: Logger,
  timing = { refreshMs: PRESENCE_REFRESH_MS, ttlMs: PRESENCE_TTL_MS },
): SocketPresence {
  const keyOf = (userId: string) => presenceKey(adapterKey, userId);
  const failed = (error: unknown) => logger.warn({ err: error }, 'socket presence not recorded');

  /** Adds or refreshes entries; the whole set expires with its last entry. */
  function record(sockets: readonly LocalSocket[]): Promise<unknown> {
    const now = Date.now();
    const pipeline = redis.pipeline();
    for (const { id, data } of sockets) {
      const key = keyOf(data.userId);
      pipeline.zadd(key, now + timing.ttlMs, id);
      pipeline.zremrangebyscore(key, '-inf', now);
      pipeline.pexpire(key, timing.ttlMs);
    }
    return pipeline.exec();
  }

  const refresh = setInterval(() => {
    void localSockets().then(record).catch(failed);
  }, timing.refreshMs);
  refresh.unref();

  return {
    connected: (userId, socketId) => void record([{ id: socketId, data: { userId } }]).catch(failed),
    disconnected: (userId, socketId) => void redis.zrem(keyOf(userId), socketId).catch(failed),
    isOnline: async (userId) => (await redis.zcount(keyOf(userId), Date.now(), '+inf')) > 0,
    async close() {
      clearInterval(refresh);
      const sockets = await localSockets();
      if (sockets.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { id, data } of sockets) pipeline.zrem(keyOf(data.userId), id);
      await pipeline.exec().catch(failed);
    },
  };
}
