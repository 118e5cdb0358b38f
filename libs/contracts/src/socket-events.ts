// The realtime vocabulary (spec §3 "Socket events", §7), typed on both ends: the gateway's
// socket.io server can only emit what the browser listens for, and the browser can only
// send what the server will accept. Types only reach a bundle (browser.ts).

/** A chat message as the browser shows it (spec §3 "Message"). */
export interface ChatMessagePayload {
  id: string;
  message: string;
  user: string;
  sent: string;
  readBy: string[];
}

export interface ServerToClientEvents {
  /** Something about the signed-in user changed: the browser refreshes user, chats and alerts. */
  'update-user': () => void;
  /** A message arrived in one of the user's chats. */
  'new-message': (payload: { message: ChatMessagePayload; chat: string }) => void;
}

export interface ClientToServerEvents {
  /** Joins the room of one of the user's chats, on every (re)connect. The server handles it
   * with the chat feature; until then it is ignored. */
  'join-room': (chatId: string) => void;
}

/**
 * The room every socket of a signed-in user joins on the gateway, and where a service's
 * push (`update-user`) is sent to reach all of them on every replica.
 */
export const userRoom = (userId: string): string => `user:${userId}`;
