// A TCP proxy between the clients under test and RabbitMQ, so a test can break their
// connections (or make the broker unreachable for a while) without touching the broker
// that other people are using.
import net from 'node:net';
import { Transform } from 'node:stream';

export interface TcpProxy {
  /** The port clients connect to. */
  readonly port: number;
  /** Connections accepted since the start: more than one means clients reconnected. */
  readonly accepted: number;
  /** Destroys every open connection at once, like a network cut. */
  cutConnections(): void;
  /**
   * From now on drops what clients send, so the broker never gets it (a publish is lost
   * on the way, and no confirm comes back), then cuts the connections after `ms`. New
   * connections pass bytes again. Resolves once cut.
   */
  swallowThenCut(ms: number): Promise<void>;
  /** Cuts the connections and refuses new ones until `resume()`. */
  pause(): Promise<void>;
  /** Listens again, on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let swallowing = false;
  let server: net.Server;
  let port = 0;

  function listen(): Promise<void> {
    server = net.createServer((client) => {
      accepted += 1;
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // A cut is expected: each side's error just ends the pair.
        socket.on('error', () => undefined);
      }
      // Lets the client's bytes through, unless the proxy swallows them.
      const gate = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          done(null, swallowing ? undefined : chunk);
        },
      });
      client.pipe(gate).pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  function cutConnections(): void {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  }

  function stopListening(): Promise<void> {
    return new Promise((resolve) => server.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    cutConnections,
    async swallowThenCut(ms) {
      swallowing = true;
      await new Promise((resolve) => setTimeout(resolve, ms));
      cutConnections();
      swallowing = false;
    },
    async pause() {
      const stopped = stopListening();
      cutConnections();
      await stopped;
    },
    resume: listen,
    async close() {
      const stopped = stopListening();
      cutConnections();
      await stopped;
    },
  };
}
