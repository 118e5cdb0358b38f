// The embedded adapter: pushes go straight to the gateway's socket.io server in this process.
import type { ConnectedGateway, RealtimeHub } from './realtime-port';

export function createInProcessRealtime(): RealtimeHub {
  let gateway: ConnectedGateway | null = null;
  return {
    // Until the gateway is connected no browser can hold a socket: nothing to tell.
    toUser: (userId, event, ...args) => gateway?.toUser(userId, event, ...args),
    toChat: (chatId, event, ...args) => gateway?.toChat(chatId, event, ...args),
    joinChat: (userId, chatId) => gateway?.joinChat?.(userId, chatId),
    leaveChat: (userId, chatId) => gateway?.leaveChat?.(userId, chatId),
    isOnline: async (userId) => (await gateway?.isOnline?.(userId)) ?? false,
    connect: (connected) => {
      gateway = connected;
    },
  };
}
