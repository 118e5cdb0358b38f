// Presence across gateway replicas: per user a Redis sorted set (`presenceKey`) of the
// sockets each replica holds, scored by when the entry expires. A replica adds its socket
// on connect, removes it on disconnect and refreshes all of its own on an interval, so the
// sockets of a replica that died without saying so stop counting within PRESENCE_TTL_MS.
// The services read the same sets (libs/runtime, redis-emitter.ts) to decide on web push.
// The same sets cap the sockets one user holds at once: a socket is admitted, and its
// entry added, in one Redis script, so handshakes racing on several replicas cannot all
// slip under the cap. Embedded, one process holds every socket: a map does it.
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
  /** Records the socket unless the user already holds `max` (live ones, every replica); false when refused. */
  admit(userId: string, socketId: string, max: number): Promise<boolean>;
  disconnected(userId: string, socketId: string): void;
  isOnline(userId: string): Promise<boolean>;
  /** Stops refreshing and removes this replica's entries. */
  close(): Promise<void>;
}

// Entries past their expiry go first; then the socket is added only while there is room.
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

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
    async admit(userId, socketId, max) {
      const now = Date.now();
      try {
        return (await redis.eval(ADMIT_SCRIPT, 1, keyOf(userId), now, now + timing.ttlMs, socketId, max, timing.ttlMs)) === 1;
      } catch (error) {
        // Redis away: the cap cannot be counted, and is not worth locking every user out for.
        failed(error);
        return true;
      }
    },
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

/** One process holding every socket (embedded): the user's sockets in a map. */
export function createLocalPresence(): SocketPresence {
  const socketsOf = new Map<string, Set<string>>();
  return {
    admit: async (userId, socketId, max) => {
      const sockets = socketsOf.get(userId) ?? new Set<string>();
      if (sockets.size >= max) return false;
      socketsOf.set(userId, sockets.add(socketId));
      return true;
    },
    disconnected: (userId, socketId) => {
      const sockets = socketsOf.get(userId);
      sockets?.delete(socketId);
      if (sockets?.size === 0) socketsOf.delete(userId);
    },
    isOnline: async (userId) => socketsOf.has(userId),
    close: async () => socketsOf.clear(),
  };
}
