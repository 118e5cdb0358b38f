// A browser's realtime socket on the whole app's gateway, for suites that probe it: opened
// with a session cookie (or none), over WebSocket, never reconnecting by itself.
import { io as connect, type Socket } from 'socket.io-client';
import { PUBLIC_URL } from './whole-app';

/** An acknowledgement not back within this long counts as none. */
const ACK_TIMEOUT_MS = 5000;

export function openAppSocket(url: string, cookie?: string): Socket {
  return connect(url, {
    path: '/socket.io',
    reconnection: false,
    extraHeaders: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    timeout: ACK_TIMEOUT_MS,
    transports: ['websocket'],
  });
}

/** 'connected', or the handshake's `connect_error` message. */
export function connectionOf(socket: Socket): Promise<string> {
  if (socket.connected) return Promise.resolve('connected');
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** Emits `event` with `args` and an acknowledgement; resolves to what was acknowledged, or 'no answer'. */
export async function ask(socket: Socket, event: string, ...args: unknown[]): Promise<unknown> {
  try {
    return await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args);
  } catch {
    return 'no answer';
  }
}
