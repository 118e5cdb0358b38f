// A service's `realtime`: the infrastructure's delivery, deferred until the caller's
// transaction commits.
import type { Db } from '@outings/db';
import type { Logger } from 'pino';
import type { ChatRoomMembership, RealtimeDelivery, RealtimePush, UserPresence } from './realtime-port';

/** `afterCommit(tx, task)` runs `task` once `tx` has committed (at once for the root handle). */
export type AfterCommit = (tx: Db, task: () => void) => void;

export function createRealtimePush(delivery: RealtimeDelivery & ChatRoomMembership & UserPresence, afterCommit: AfterCommit, logger: Logger): RealtimePush {
  const safely = (deliver: () => void, context: Record<string, string>) => () => {
    try {
      deliver();
    } catch (error) {
      logger.warn({ err: error, ...context }, 'realtime push failed');
    }
  };
  return {
    toUser: (tx, userId, event, ...args) => afterCommit(tx, safely(() => delivery.toUser(userId, event, ...args), { userId, event })),
    toChat: (tx, chatId, event, ...args) => afterCommit(tx, safely(() => delivery.toChat(chatId, event, ...args), { chatId, event })),
    joinChat: (tx, userId, chatId) => afterCommit(tx, safely(() => delivery.joinChat(userId, chatId), { userId, chatId, event: 'join chat room' })),
    leaveChat: (tx, userId, chatId) => afterCommit(tx, safely(() => delivery.leaveChat(userId, chatId), { userId, chatId, event: 'leave chat room' })),
    isOnline: (userId) => delivery.isOnline(userId),
  };
}
