// The realtime socket (spec §4 "Connection"): opened once the user is signed in, retried
// every 1–2 s while down (the top navigation shows a loading bar meanwhile), joins the
// room of each of the user's chats on connect. socket.io-client is loaded on first use
// so the login page does not carry it.
import type { ClientToServerEvents, ServerToClientEvents } from '@outings/contracts';
import type { Socket } from 'socket.io-client';
import { createStore, useStore } from '../store/external-store';
import { retryDelay } from './retry-delay';

export type RealtimeStatus = 'offline' | 'connecting' | 'connected';

export interface RealtimeHandlers {
  /** Ids of the chats whose rooms to join, read at every (re)connect. */
  chatIDs: () => readonly string[];
  /** The server says the user changed: refresh user, chats and alerts. */
  onUserUpdate: () => void;
}

/** The events the gateway emits and accepts (`@outings/contracts` socket-events). */
type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const statusStore = createStore<RealtimeStatus>('offline');
let socket: RealtimeSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;

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
  const current: RealtimeSocket = io({ path: '/socket.io', withCredentials: true, reconnection: false });
  socket = current;
  current.on('connect', () => {
    statusStore.set('connected');
    handlers.chatIDs().forEach((chatID) => current.emit('join-room', chatID, () => undefined));
  });
  current.on('connect_error', () => scheduleRetry(current));
  current.on('disconnect', () => scheduleRetry(current));
  current.on('update-user', () => handlers.onUserUpdate());
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

export function useRealtimeStatus(): RealtimeStatus {
  return useStore(statusStore);
}
