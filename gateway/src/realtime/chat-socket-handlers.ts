// The chat events a browser sends on its socket (spec §3 "Socket events", §4 "Sending a
// message"): `join-room` and `message-sent`. On connect the socket is also joined to the
// rooms of all the user's chats, as the chat service lists them (the browser only loads
// the list page by page, and a message in a chat it has not loaded must still reach it). Both are asked of the chat service as the
// socket's user (the session's, fixed at the handshake), never as anyone the payload
// names. The service stores a message and emits `new-message` to the chat's room itself;
// nothing is emitted here.
import type { Socket } from 'socket.io';
import {
  chatRoom,
  chatRoomsSchema,
  messageSentPayloadSchema,
  storedMessageSchema,
  type ClientToServerEvents,
  type JoinRoomAck,
  type MessageSentAck,
  type ServerToClientEvents,
  type SocketAck,
} from '@outings/contracts';
import type { Logger } from '@outings/service-kit';
import type { CallerIdentity } from '../identity/client-identity';
import type { ServiceAnswer, ServiceClient } from '../proxy/service-client';
import type { InterServerEvents, SocketData } from './realtime-events';

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
  /** `message-sent`: 30 a second per socket by default. */
  messageLimit?: FloodLimit;
  /** `join-room` (one per chat on every reconnect): 200 a second per socket by default. */
  joinLimit?: FloodLimit;
  now?: () => number;
}

const ID_MAX = 64;
const DEFAULT_MESSAGE_LIMIT: FloodLimit = { max: 30, windowMs: 1000 };
const DEFAULT_JOIN_LIMIT: FloodLimit = { max: 200, windowMs: 1000 };
const UNAVAILABLE = 'The chat is not available right now. Your message will be sent again shortly.';
const TOO_FAST = 'Too many messages at once. Please slow down.';

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

/** A callback, or nothing: an event without one is answered by nobody and changes nothing. */
const asAck = <T>(value: unknown): ((result: T) => void) | null => (typeof value === 'function' ? (value as (result: T) => void) : null);

export function registerChatHandlers(socket: ChatSocket, options: ChatSocketOptions): void {
  const { chat, logger } = options;
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

  /** A handler's failure is logged, never an unhandled rejection. */
  const guarded =
    (event: string, handler: (first: unknown, ack: unknown) => Promise<void>) =>
    (first: unknown, ack: unknown) => {
      handler(first, ack).catch((error: unknown) => logger.error({ err: error, userId, event }, 'chat socket event failed'));
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

  socket.on('join-room', guarded('join-room', async (chatId: unknown, ackArg: unknown) => {
    const ack = asAck<JoinRoomAck>(ackArg);
    if (!ack) return;
    await roomsJoined;
    if (!joinAllowed()) return ack(refused(429, TOO_FAST));
    if (typeof chatId !== 'string' || chatId.length === 0 || chatId.length > ID_MAX) return ack(refused(400, 'The chat is not valid'));
    const answer = await ask('GET', `${chatPath(chatId)}/membership`, identity);
    if (!answer) return ack(refused(503, UNAVAILABLE));
    if (answer.status !== 204) return ack(refused(answer.status, refusalText(answer)));
    // Gone while asking: joining now would leave a dead socket's id in the room.
    if (!socket.connected) return;
    await socket.join(chatRoom(chatId));
    ack({ ok: true, data: undefined });
  }));

  socket.on('message-sent', guarded('message-sent', async (payload: unknown, ackArg: unknown) => {
    // Without an acknowledgement the browser would resend anyway: store nothing.
    const ack = asAck<MessageSentAck>(ackArg);
    if (!ack) return;
    await roomsJoined;
    if (!messageAllowed()) return ack(refused(429, TOO_FAST));
    const parsed = messageSentPayloadSchema.safeParse(payload);
    if (!parsed.success) return ack(refused(400, parsed.error.issues[0]?.message ?? 'The message is not valid'));
    const { chat: chatId, message } = parsed.data;
    const answer = await ask('POST', `${chatPath(chatId)}/messages`, identity, message);
    if (!answer) return ack(refused(503, UNAVAILABLE));
    if (answer.status < 200 || answer.status >= 300) return ack(refused(answer.status, refusalText(answer)));
    const stored = storedMessageSchema.safeParse(answer.body);
    if (!stored.success) {
      // Stored or not, the browser resends it; the service keeps one per id.
      logger.error({ userId, chatId }, 'chat service answered a message in an unexpected shape');
      return ack(refused(502, UNAVAILABLE));
    }
    ack({ ok: true, data: stored.data.message });
  }));
}
