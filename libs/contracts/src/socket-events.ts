// The realtime vocabulary (spec §3 "Socket events", §7), typed on both ends: the gateway's
// socket.io server can only emit what the browser listens for, and the browser can only
// send what the server will accept. Types only reach a bundle (browser.ts); the payloads
// the server receives are checked with the schemas of dto/chat.ts.
import type { JoinRoomAck, MessageSentAck, MessageSentPayload, MessageView } from './dto/chat';
import type { UserUpdate } from './dto/user-update';

export interface ServerToClientEvents {
  /** Something about the signed-in user changed: the browser reads again what `change` names (dto/user-update.ts). */
  'update-user': (change: UserUpdate) => void;
  /** A message was stored in one of the user's chats (to the chat's room, the sender's sockets included). */
  'new-message': (payload: { message: MessageView; chat: string }) => void;
}

export interface ClientToServerEvents {
  /** Joins the room of one of the user's chats, on every (re)connect; refused for a non-member. */
  'join-room': (chatId: string, ack: (result: JoinRoomAck) => void) => void;
  /**
   * Sends a message with the browser's own id. Acknowledged once stored (a resend of the
   * same id is stored once and acknowledged again); unacknowledged ones are resent.
   */
  'message-sent': (payload: MessageSentPayload, ack: (result: MessageSentAck) => void) => void;
}

/** One entry per event of `ClientToServerEvents`: a missing or extra one is a type error. */
const CLIENT_EVENTS: Record<keyof ClientToServerEvents, true> = { 'join-room': true, 'message-sent': true };

/** Every event the gateway takes from a browser, as values: the bad-input suites probe each. */
export const CLIENT_EVENT_NAMES = Object.freeze(Object.keys(CLIENT_EVENTS) as (keyof ClientToServerEvents)[]);

/**
 * The handshake's error (`connect_error`) for a socket without a signed-in session: the
 * browser asks who is signed in instead of retrying blindly.
 */
export const SOCKET_REFUSED = 'unauthorized';

/**
 * The handshake's error when the user already holds the most sockets allowed at once (over
 * every gateway replica): the browser retries as after any other failed connect.
 */
export const SOCKET_TOO_MANY = 'too-many-sockets';

/**
 * The room every socket of a signed-in user joins on the gateway, and where a service's
 * push (`update-user`) is sent to reach all of them on every replica.
 */
export const userRoom = (userId: string): string => `user:${userId}`;

/**
 * Presence in a cluster: each gateway replica keeps, under this Redis key beside its
 * socket.io adapter's (`adapterKey`, `<REDIS_KEY_PREFIX>socket.io`), a sorted set of the
 * user's sockets it holds, scored by when each entry expires unless refreshed. A user with
 * an entry not yet expired has the app open somewhere (web push skips them).
 */
export const presenceKey = (adapterKey: string, userId: string): string => `${adapterKey}-presence:${userId}`;
