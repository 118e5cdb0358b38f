// The chat events a browser sends on its socket (spec §3 "Socket events", §4 "Sending a
// message"): `join-room` and `message-sent`. On connect the socket is also joined to the
// rooms of all the user's chats, as the chat service lists them (the browser only loads
// the list page by page, and a message in a chat it has not loaded must still reach it).
// Both are asked of the chat service as the socket's user (the session's, fixed at the
// handshake), never as anyone the payload names. The service stores a message and emits `new-message` to the chat's room itself;
// nothing is emitted here. Every event with an acknowledgement gets one: bad input a 400
// (socket-input.ts), too many a 429, a refusal of the chat service its status, and an
// event the gateway does not know a 400.
import type { Socket } from 'socket.io';
import {
  CLIENT_EVENT_NAMES,
  chatRoom,
  chatRoomsSchema,
  storedMessageSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@outings/contracts';
import type { Logger } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClient } from '../proxy/service-client';
import { retryAfterSeconds } from '../limits/rate-limit-guard';
import type { InterServerEvents, SocketData } from './realtime-events';
import { readJoinRoom, readMessageSent } from './socket-input';

export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** How the gateway reaches the chat service: its client, or a stand-in in tests. */
export type ChatCalls = Pick<ServiceClient, 'call'>;

export interface FloodLimit {
  /** Most events of one kind per socket in one window; the rest are refused with 429. */
  max: number;
  windowMs: number;
}

export interface ChatSocketOptions {
  chat: ChatCalls;
  logger: Logger;
  /**
   * The user's message limit over all their sockets and every replica (limits/rate-limit-table.ts
   * `messages`): `take` resolves to 0 to go ahead, else the milliseconds to wait; `giveBack`
   * uncounts a message the chat service refused.
   */
  messageRate: { take(userId: string): Promise<number>; giveBack(userId: string): Promise<void> };
  /** `message-sent`: 30 a second per socket by default. */
  messageLimit?: FloodLimit;
  /** `join-room` (one per chat on every reconnect): 200 a second per socket by default. */
  joinLimit?: FloodLimit;
  now?: () => number;
}

const DEFAULT_MESSAGE_LIMIT: FloodLimit = { max: 30, windowMs: 1000 };
const DEFAULT_JOIN_LIMIT: FloodLimit = { max: 200, windowMs: 1000 };
const UNAVAILABLE = 'The chat is not available right now. Your message will be sent again shortly.';
const TOO_FAST = 'Too many messages at once. Please slow down.';
const UNKNOWN_EVENT = 'There is no such event.';
const FAILED = 'Something went wrong on our end.';

/** A fixed-window counter: true while the current window has room for one more event. */
export function floodGuard({ max, windowMs }: FloodLimit, now: () => number = Date.now): () => boolean {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return () => {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      count = 0;
    }
    count += 1;
    return count <= max;
  };
}

/** The refusal's own message (`{ header, message }`), else its status. */
export function refusalText(answer: ServiceAnswer): string {
  const body = answer.body as { message?: unknown } | null;
  if (body && typeof body === 'object' && typeof body.message === 'string') return body.message;
  if (typeof answer.body === 'string' && answer.body.length > 0 && answer.body.length <= 200) return answer.body;
  return `Refused (${answer.status})`;
}

const refused = (status: number, error: string): SocketAck<never> => ({ ok: false, status, error });

/** An event's answer: the acknowledgement, or null to send none (the socket is gone). */
type EventHandler = (input: unknown) => Promise<SocketAck<unknown> | null>;

/** The acknowledgement callback: socket.io puts it last when the client asked for one. */
const ackOf = (args: readonly unknown[]): ((result: SocketAck<unknown>) => void) | null => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as (result: SocketAck<unknown>) => void) : null;
};

export function registerChatHandlers(socket: ChatSocket, options: ChatSocketOptions): void {
  const { chat, logger, messageRate } = options;
  const { userId } = socket.data;
  const identity: CallerIdentity = { userId, clientIp: socket.handshake.address || 'unknown' };
  const chatPath = (chatId: string) => `/users/${encodeURIComponent(userId)}/chats/${encodeURIComponent(chatId)}`;
  const messageAllowed = floodGuard(options.messageLimit ?? DEFAULT_MESSAGE_LIMIT, options.now);
  const joinAllowed = floodGuard(options.joinLimit ?? DEFAULT_JOIN_LIMIT, options.now);

  /** The chat service's answer, or null when it could not be reached (logged by the client). */
  const ask = async (...args: Parameters<ChatCalls['call']>): Promise<ServiceAnswer | null> => {
    try {
      return await chat.call(...args);
    } catch {
      return null;
    }
  };

  /** Joins the rooms of the user's chats; a failure is logged, the browser's own `join-room`s still work. */
  const joinChatRooms = async (): Promise<void> => {
    const answer = await ask('GET', `/users/${encodeURIComponent(userId)}/chat-rooms`, identity);
    const rooms = answer?.status === 200 ? chatRoomsSchema.safeParse(answer.body) : null;
    if (!rooms?.success) {
      logger.warn({ userId, status: answer?.status }, "the user's chat rooms could not be read on connect");
      return;
    }
    // Gone while asking: joining now would leave a dead socket's id in the rooms.
    if (socket.connected && rooms.data.chatIds.length > 0) await socket.join(rooms.data.chatIds.map(chatRoom));
  };
  /** The socket's events wait for it: once one is answered, the socket is in every room it had on connect. */
  const roomsJoined = joinChatRooms().catch((error: unknown) => logger.error({ err: error, userId }, 'joining the chat rooms failed'));

  const handlers: Record<keyof ClientToServerEvents, EventHandler> = {
    'join-room': async (value) => {
      if (!joinAllowed()) return refused(429, TOO_FAST);
      const input = readJoinRoom(value);
      if (!input.ok) return refused(400, input.error);
      const chatId = input.data;
      // Already in it: joined on connect from the chat service's list, or moved in by the
      // chat service when the user was let in (and moved out when let out), so being in
      // the room is being a member. Browsers join every chat they list on each connect:
      // asking the chat service for each again made a crowd's reconnects a storm of calls.
      if (socket.rooms.has(chatRoom(chatId))) return { ok: true, data: undefined };
      const answer = await ask('GET', `${chatPath(chatId)}/membership`, identity);
      if (!answer) return refused(503, UNAVAILABLE);
      if (answer.status !== 204) return refused(answer.status, refusalText(answer));
      // Gone while asking: joining now would leave a dead socket's id in the room.
      if (!socket.connected) return null;
      await socket.join(chatRoom(chatId));
      return { ok: true, data: undefined };
    },

    'message-sent': async (value) => {
      if (!messageAllowed()) return refused(429, TOO_FAST);
      const input = readMessageSent(value);
      if (!input.ok) return refused(400, input.error);
      // Over all the user's sockets: opening more of them sends no more messages.
      const waitMs = await messageRate.take(userId);
      if (waitMs > 0) return { ...refused(429, TOO_FAST), retryAfter: retryAfterSeconds(waitMs) };
      const { chat: chatId, message } = input.data;
      const answer = await ask('POST', `${chatPath(chatId)}/messages`, identity, message);
      if (!answer || answer.status < 200 || answer.status >= 300) {
        // Nothing stored: the message does not count.
        messageRate.giveBack(userId).catch((error: unknown) => logger.warn({ err: error, userId }, 'message limit point not given back'));
        return answer ? refused(answer.status, refusalText(answer)) : refused(503, UNAVAILABLE);
      }
      const stored = storedMessageSchema.safeParse(answer.body);
      if (!stored.success) {
        // Stored or not, the browser resends it; the service keeps one per id.
        logger.error({ userId, chatId }, 'chat service answered a message in an unexpected shape');
        return refused(502, UNAVAILABLE);
      }
      return { ok: true, data: stored.data.message };
    },
  };

  for (const event of CLIENT_EVENT_NAMES) {
    const handler = handlers[event];
    (socket as Socket).on(event, (...args: unknown[]) => {
      // Without an acknowledgement nobody hears the answer (the browser would resend
      // a message anyway): nothing is asked of the chat service.
      const ack = ackOf(args);
      if (!ack) return;
      roomsJoined.then(() => handler(args.length > 1 ? args[0] : undefined)).then(
        (result) => result && ack(result),
        (error: unknown) => {
          // The gateway's own fault (input is checked first): the browser still hears back.
          logger.error({ err: error, userId, event }, 'chat socket event failed');
          ack(refused(500, FAILED));
        },
      );
    });
  }
  // An event nobody handles would leave its acknowledgement waiting until the client's timeout.
  const known = new Set<string>(CLIENT_EVENT_NAMES);
  socket.onAny((event: string, ...args: unknown[]) => {
    if (!known.has(event)) ackOf(args)?.(refused(400, UNKNOWN_EVENT));
  });
}
