// socket.io on the gateway's HTTP server. A socket is only accepted with a signed-in
// session (read by the very session middleware the HTTP routes use); it joins its
// session's room, so a logout on any replica closes it through the Redis adapter, and
// its user's room (`user:<id>`), where services push `update-user` (the notification
// service, through Redis in a cluster and through `toUser` when embedded). A socket asks
// to join its chats' rooms (`join-room`) and sends messages (`message-sent`) through the
// chat service (chat-socket-handlers.ts), which emits `new-message` to the chat's room,
// and moves a user's sockets in or out of a chat's room when their membership changes.
// Presence (is a user's app open anywhere?) is what web push asks: here in process, and
// in a cluster from sorted sets in Redis (socket-presence.ts). The same presence caps the
// sockets a user holds at once over every replica: one more is refused at the handshake
// (`connect_error: too-many-sockets`) rather than closing an older one, whose browser
// would reconnect and close the next, round and round.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from '@outings/service-kit';
import { isTrustedOrigin, originOf, type TrustedOrigins } from '../identity/trusted-origins';
import { SOCKET_REFUSED, SOCKET_TOO_MANY, chatRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents } from '@outings/contracts';
import type { InterServerEvents, SocketData } from './realtime-events';
import { registerChatHandlers, type ChatCalls, type ChatSocketOptions } from './chat-socket-handlers';
import { createLocalPresence, createSocketPresence } from './socket-presence';

export const REALTIME_PATH = '/socket.io';

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeOptions {
  sessionMiddleware: RequestHandler;
  /** The same origins the HTTP calls' origin check trusts. */
  trustedOrigins: TrustedOrigins;
  /** Publishes and subscribes across replicas; null for a single process. */
  redis: { pub: Redis; sub: Redis; key: string } | null;
  logger: Logger;
  /** The chat service, asked as the socket's user on `join-room` and `message-sent`. */
  chat: ChatCalls;
  /** Per-socket flood limits of the chat events (defaults in chat-socket-handlers.ts). */
  chatLimits?: Pick<ChatSocketOptions, 'messageLimit' | 'joinLimit'>;
  /** Counts a message against its user's limit over every socket and replica. */
  messageRate: ChatSocketOptions['messageRate'];
  /** Sockets one user may hold open at once over every replica; DEFAULT_MAX_SOCKETS_PER_USER when absent. */
  maxSocketsPerUser?: number;
}

/** A few tabs on a few devices; a hundred sockets is a script. */
export const DEFAULT_MAX_SOCKETS_PER_USER = 10;

export interface Realtime {
  attach(server: HttpServer): void;
  /** Closes the sockets of a session that was just logged out. */
  disconnectSession(sessionId: string): void;
  /**
   * Sends to every socket of the user: those on this replica, and through the Redis
   * adapter those on the others. The embedded runner hands services' pushes here.
   */
  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Sends to the sockets in a chat's room, on every replica. */
  toChat<E extends keyof ServerToClientEvents>(chatId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Moves every socket of the user, on every replica, into a chat's room (a member added). */
  joinChat(userId: string, chatId: string): void;
  /** Moves every socket of the user, on every replica, out of a chat's room (a member removed). */
  leaveChat(userId: string, chatId: string): void;
  /** Whether the user has a socket open on any replica (this one only, without Redis). */
  isOnline(userId: string): Promise<boolean>;
  /** Sockets connected to this replica (the open sockets gauge). */
  openSockets(): number;
  close(): Promise<void>;
}

type HandshakeRequest = IncomingMessage & { _query?: Record<string, string>; session?: Request['session']; sessionID?: string };

/** Session lookups only on the handshake: later polling requests belong to an accepted socket. */
function onHandshakeOnly(middleware: RequestHandler) {
  return (req: HandshakeRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req._query?.sid !== undefined) return next();
    middleware(req as unknown as Request, res as unknown as Response, next);
  };
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { sessionMiddleware, trustedOrigins, redis, logger, chat, chatLimits, messageRate } = options;
  const maxSockets = options.maxSocketsPerUser ?? DEFAULT_MAX_SOCKETS_PER_USER;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>({
    path: REALTIME_PATH,
    serveClient: false,
    // Cross-site WebSocket hijacking: a page of another site must not open a socket on
    // the user's session. Browsers name the page's origin on WebSocket handshakes; a
    // same-origin polling GET may name none.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || isTrustedOrigin(originOf(origin), trustedOrigins));
    },
  });
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: redis.key }));
  const presence = redis ? createSocketPresence(redis.pub, redis.key, () => io.local.fetchSockets(), logger) : createLocalPresence();
  let attached = false;

  io.use((socket, next) => {
    const request = socket.request as HandshakeRequest;
    const userId = request.session?.userId;
    if (!userId || !request.sessionID) return next(new Error(SOCKET_REFUSED));
    socket.data = { userId, sessionId: request.sessionID };
    // Last: an admitted socket is recorded until it disconnects, or its connection closes
    // first (a client gone during the handshake never gets `connection` nor `disconnect`).
    void presence.admit(userId, socket.id, maxSockets).then((admitted) => {
      if (admitted) socket.conn.once('close', () => presence.disconnected(userId, socket.id));
      next(admitted ? undefined : new Error(SOCKET_TOO_MANY));
    });
  });

  io.on('connection', (socket) => {
    void socket.join([sessionRoom(socket.data.sessionId), userRoom(socket.data.userId)]);
    socket.on('disconnect', () => presence.disconnected(socket.data.userId, socket.id));
    registerChatHandlers(socket, { chat, logger, messageRate, ...chatLimits });
    logger.debug({ userId: socket.data.userId }, 'realtime connected');
  });

  return {
    attach: (server) => {
      io.attach(server);
      // The engine exists from `attach` on.
      io.engine.use(onHandshakeOnly(sessionMiddleware));
      attached = true;
    },
    openSockets: () => io.of('/').sockets.size,
    disconnectSession: (sessionId) => {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    toUser: (userId, event, ...args) => {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toChat: (chatId, event, ...args) => {
      io.to(chatRoom(chatId)).emit(event, ...args);
    },
    joinChat: (userId, chatId) => {
      io.in(userRoom(userId)).socketsJoin(chatRoom(chatId));
    },
    leaveChat: (userId, chatId) => {
      io.in(userRoom(userId)).socketsLeave(chatRoom(chatId));
    },
    isOnline: (userId) => presence.isOnline(userId),
    // Closing also closes the HTTP server it is attached to, once its requests are done.
    close: async () => {
      await presence.close();
      if (attached) await io.close();
      else await io.of('/').adapter.close();
    },
  };
}
