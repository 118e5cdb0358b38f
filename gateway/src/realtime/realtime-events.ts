// The realtime vocabulary (spec §3 "Socket events"), typed so the gateway can only emit
// what the browser listens for.

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

/** Browser-to-server events (join-room, message-sent) arrive with the chat feature. */
export type ClientToServerEvents = Record<string, never>;

export type InterServerEvents = Record<string, never>;

/** What the handshake established; fixed for the socket's life. */
export interface SocketData {
  userId: string;
  sessionId: string;
}
