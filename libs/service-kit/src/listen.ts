import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How often a closing server closes the connections whose last answer has gone out. */
const CLOSE_SWEEP_MS = 50;

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Listens and resolves once bound (port 0 picks a free one). Keep-alive outlives the
 * gateway's pooled connections so the server never closes a socket the proxy reuses.
 * `handler`: an express app, or any request listener (the gateway's, which answers
 * forwarded calls before express).
 */
export function listen(handler: RequestListener, port: number, host = '127.0.0.1'): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.listen(port, host);
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('error', reject);
    server.once('listening', () => {
      const bound = (server.address() as AddressInfo).port;
      const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
      resolve({
        server,
        port: bound,
        url: `http://${shownHost}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            // A connection busy at close time turns idle once its answer is out; without
            // the sweep it would then sit out the 65 s keep-alive before the close ends.
            const sweep = setInterval(() => server.closeIdleConnections(), CLOSE_SWEEP_MS);
            server.close(() => {
              clearInterval(sweep);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
