// What the gateway's socket.io server knows beyond the shared vocabulary: the events
// browsers and the gateway exchange are in `@outings/contracts` (socket-events.ts).

export type InterServerEvents = Record<string, never>;

/** What the handshake established; fixed for the socket's life. */
export interface SocketData {
  userId: string;
  sessionId: string;
}
