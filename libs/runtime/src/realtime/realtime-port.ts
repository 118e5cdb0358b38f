// The realtime port: pushing an event to every socket of one user, on whichever gateway
// replica holds it, and moving a user's sockets in or out of a chat's room. Two adapters: Redis (`redis-emitter.ts`, the gateways' socket.io
// adapter picks it up) and in process (`in-process-realtime.ts`, the embedded gateway).
import type { ServerToClientEvents } from '@outings/contracts';
import type { Db } from '@outings/db';

export type UserEventName = keyof ServerToClientEvents;
export type UserEventArgs<E extends UserEventName> = Parameters<ServerToClientEvents[E]>;

/** Sends at once to the sockets in a room, on every gateway replica. */
export interface RealtimeDelivery {
  /** The user's room (`userRoom` of `@outings/contracts`): every socket of theirs. */
  toUser<E extends UserEventName>(userId: string, event: E, ...args: UserEventArgs<E>): void;
  /** A chat's room (`chatRoom`): the sockets of its members that joined it. */
  toChat<E extends UserEventName>(chatId: string, event: E, ...args: UserEventArgs<E>): void;
}

/**
 * Moves every socket of a user (its room `userRoom`), on every gateway replica, in or out
 * of a chat's room at once: a member removed stops receiving the chat's messages without
 * reconnecting, one added receives them before their browser asks to join.
 */
export interface ChatRoomMembership {
  joinChat(userId: string, chatId: string): void;
  leaveChat(userId: string, chatId: string): void;
}

/** Whether a user has the app open: a connected socket on any gateway replica. */
export interface UserPresence {
  isOnline(userId: string): Promise<boolean>;
}

/**
 * What the embedded runner connects: its gateway. A test capturing only pushes may leave
 * out the rooms and presence (no presence: nobody is online).
 */
export type ConnectedGateway = RealtimeDelivery & Partial<ChatRoomMembership> & Partial<UserPresence>;

/** The infrastructure's side: delivery, presence, plus how the embedded runner hands it its gateway. */
export interface RealtimeHub extends RealtimeDelivery, ChatRoomMembership, UserPresence {
  /**
   * Embedded: the gateway in this process, which delivers to its sockets (`npm start`
   * connects it once the gateway exists: before that no socket can be open). Null in a
   * cluster, where the gateways receive pushes through Redis.
   */
  readonly connect: ((gateway: ConnectedGateway) => void) | null;
}

/**
 * What a service declaring `realtime` gets. A push (or a room move) goes out once `tx` commits (at once for
 * the root handle), so a browser told to reload never reads the state from before the
 * change; a transaction that rolls back pushes nothing. A push that fails is logged, never
 * thrown: the change is stored, and the browser sees it on its next reload.
 */
export interface RealtimePush {
  toUser<E extends UserEventName>(tx: Db, userId: string, event: E, ...args: UserEventArgs<E>): void;
  toChat<E extends UserEventName>(tx: Db, chatId: string, event: E, ...args: UserEventArgs<E>): void;
  joinChat(tx: Db, userId: string, chatId: string): void;
  leaveChat(tx: Db, userId: string, chatId: string): void;
  /** Read now, not after a commit: whether the user has a socket open (web push goes to those who have none). */
  isOnline(userId: string): Promise<boolean>;
}
