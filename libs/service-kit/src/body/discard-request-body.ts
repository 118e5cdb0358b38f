// After an early answer (a refusal before the body was read), the rest of the body may
// still be on its way. It is read and thrown away so the connection can carry the next
// request. A browser's fetch stops sending once it has the answer, though, which would
// leave the connection waiting for bytes that never come: where browsers are the
// clients (the gateway), `close` ends the connection once the answer is out instead.
// Between the gateway and a service the connection is kept: undici sends the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function discardRequestBody(req: IncomingMessage, res: ServerResponse, { close }: { close: boolean }): void {
  if (req.complete || req.destroyed) return;
  if (close) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else if (res.writableFinished) closeAfterFlush(req);
    else res.once('finish', () => closeAfterFlush(req));
  }
  req.on('error', () => undefined);
  req.resume();
}

/** What node does for a `Connection: close` answer: end, and destroy once flushed (the
 * server allows half-open sockets, so `end` alone would wait for the client). */
function closeAfterFlush(req: IncomingMessage): void {
  const socket = req.socket;
  socket.end();
  if (socket.writableFinished) socket.destroy();
  else socket.once('finish', () => socket.destroy());
}
