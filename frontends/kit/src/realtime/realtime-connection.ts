// The realtime socket (spec §4 "Connection"): opened once the user is signed in, retried
// every 1–2 s while down (the top navigation shows a loading bar meanwhile), joins the
// room of each of the user's chats on connect. When the server ends the socket (a password
// reset ends every other session) or refuses its handshake, the session is asked for
// first: a signed-out user goes to the login page instead of knocking again every second.
// socket.io-client is loaded on first use so the login page does not carry it.
import { SOCKET_REFUSED, type ClientToServerEvents, type JoinRoomAck, type MessageSentAck, type MessageSentPayload, type ServerToClientEvents, type UserUpdate } from '@outings/contracts';
import type { Socket } from 'socket.io-client';
import { createStore, useStore } from '@outings/fe-kit/core';
import { retryDelay } from './retry-delay';
import { userUpdateOf } from './user-update';

export type RealtimeStatus = 'offline' | 'connecting' | 'connected';

export interface RealtimeHandlers {
  /** Ids of the chats whose rooms to join, read at every (re)connect. */
  chatIDs: () => readonly string[];
  /** The server says what of the user's changed: read that again. */
  onUserUpdate: (change: UserUpdate) => void;
  /** Connected again after the connection was lost: pushes may have been missed, read everything again. */
  onReconnect: () => void;
  /** The server ended or refused the socket: asks who is signed in, true while the user still is. */
  stillSignedIn: () => Promise<boolean>;
}

/** The events the gateway emits and accepts (`@outings/contracts` socket-events). */
type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const statusStore = createStore<RealtimeStatus>('offline');
let socket: RealtimeSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;
/** Rooms asked for on this connection: whether the server let the socket in. */
const joinedRooms = new Map<string, Promise<boolean>>();
const connectListeners = new Set<(reconnected: boolean) => void>();
const messageListeners = new Set<ServerToClientEvents['new-message']>();

/** How long an acknowledgement is awaited before the message counts as unsent. */
export const ACK_TIMEOUT_MS = 5000;

function scheduleRetry(current: RealtimeSocket): void {
  statusStore.set('connecting');
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket === current && !current.connected) current.connect();
  }, retryDelay(Math.random()));
}

export async function connectRealtime(handlers: RealtimeHandlers): Promise<void> {
  if (socket) return;
  const started = ++generation;
  statusStore.set('connecting');
  const { io } = await import('socket.io-client');
  // Signed out while the library was loading.
  if (started !== generation) return;
  // WebSocket first, HTTP long-polling only when it fails (a proxy that blocks it): the
  // default order opens with polling requests and upgrades after, more round trips and
  // main-thread work on a phone right after the page's first screen, and
  // polling across several gateway replicas would need sticky sessions.
  const current: RealtimeSocket = io({ path: '/socket.io', withCredentials: true, reconnection: false, transports: ['websocket', 'polling'], tryAllTransports: true });
  socket = current;
  let connectedBefore = false;
  current.on('connect', () => {
    statusStore.set('connected');
    joinedRooms.clear();
    handlers.chatIDs().forEach((chatID) => void joinRoom(chatID));
    const reconnected = connectedBefore;
    connectedBefore = true;
    connectListeners.forEach((listener) => listener(reconnected));
    if (reconnected) handlers.onReconnect();
  });
  current.on('new-message', (payload) => messageListeners.forEach((listener) => listener(payload)));
  const retryIfSignedIn = () => {
    statusStore.set('connecting');
    void handlers.stillSignedIn().then((signedIn) => {
      if (signedIn && socket === current) scheduleRetry(current);
    });
  };
  current.on('connect_error', (error) => (error.message === SOCKET_REFUSED ? retryIfSignedIn() : scheduleRetry(current)));
  // The one reason a server gives only when it closes the socket on purpose.
  current.on('disconnect', (reason) => (reason === 'io server disconnect' ? retryIfSignedIn() : scheduleRetry(current)));
  current.on('update-user', (change: unknown) => handlers.onUserUpdate(userUpdateOf(change)));
}

export function disconnectRealtime(): void {
  generation++;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const current = socket;
  socket = null;
  current?.removeAllListeners();
  current?.disconnect();
  statusStore.set('offline');
}

/**
 * Joins a chat's room once per connection; a refusal or a timeout leaves it to the next
 * (re)connect. Resolves once the server answered: a catch-up read after that misses
 * nothing stored before the socket was in the room.
 */
export function joinRoom(chatID: string): Promise<boolean> {
  const current = socket;
  const asked = joinedRooms.get(chatID);
  if (asked) return asked;
  if (!current?.connected) return Promise.resolve(false);
  const joined = new Promise<boolean>((resolve) => {
    current.timeout(ACK_TIMEOUT_MS).emit('join-room', chatID, (error: Error | null, ack?: JoinRoomAck) => {
      const ok = !error && ack?.ok === true;
      if (!ok && joinedRooms.get(chatID) === joined) joinedRooms.delete(chatID);
      resolve(ok);
    });
  });
  joinedRooms.set(chatID, joined);
  return joined;
}

/**
 * Sends a message with an acknowledgement awaited for ACK_TIMEOUT_MS. Returns false when
 * there is no connected socket (the caller keeps the message for later).
 */
export function emitMessage(payload: MessageSentPayload, done: (error: Error | null, ack?: MessageSentAck) => void): boolean {
  const current = socket;
  if (!current?.connected) return false;
  current.timeout(ACK_TIMEOUT_MS).emit('message-sent', payload, (error: Error | null, ack?: MessageSentAck) => done(error, ack));
  return true;
}

/** Called on every connect, after the rooms were asked for; `reconnected` after the first. */
export function onRealtimeConnect(listener: (reconnected: boolean) => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/** Called for every `new-message` the server pushes. */
export function onNewMessage(listener: ServerToClientEvents['new-message']): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

export function isRealtimeConnected(): boolean {
  return Boolean(socket?.connected);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useStore(statusStore);
}
