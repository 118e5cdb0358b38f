// The cluster adapter: a push is published on Redis in the format of the gateways'
// socket.io Redis adapter (`@socket.io/redis-adapter`), under the same key, so every
// gateway replica delivers it to the sockets it holds in that user's or chat's room (and
// moves a user's sockets in or out of a chat's room the same way). Presence is read from
// the sorted sets the gateways keep beside that key (`presenceKey`).
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { chatRoom, presenceKey, userRoom, type ServerToClientEvents } from '@outings/contracts';
import type { RealtimeHub } from './realtime-port';

/** `keyPrefix`: the gateways' REDIS_KEY_PREFIX; their adapter's key is `<prefix>socket.io`. */
export function createRedisRealtime(redis: Redis, keyPrefix: string, logger: Logger): RealtimeHub {
  // The emitter ignores what `publish` returns: a refused publish must not become an
  // unhandled rejection that ends the process.
  const publisher = {
    publish: (channel: string, message: Buffer | string) =>
      redis.publish(channel, message).catch((error: unknown) => logger.warn({ err: error }, 'realtime push not published')),
  };
  const adapterKey = `${keyPrefix}socket.io`;
  const emitter = new Emitter<ServerToClientEvents>(publisher, { key: adapterKey });
  return {
    toUser: (userId, event, ...args) => {
      emitter.to(userRoom(userId)).emit(event, ...args);
    },
    toChat: (chatId, event, ...args) => {
      emitter.to(chatRoom(chatId)).emit(event, ...args);
    },
    joinChat: (userId, chatId) => {
      emitter.in(userRoom(userId)).socketsJoin(chatRoom(chatId));
    },
    leaveChat: (userId, chatId) => {
      emitter.in(userRoom(userId)).socketsLeave(chatRoom(chatId));
    },
    // An entry whose gateway died without removing it stops counting once it expires.
    isOnline: async (userId) => (await redis.zcount(presenceKey(adapterKey, userId), Date.now(), '+inf')) > 0,
    connect: null,
  };
}
