// A TCP proxy between the clients under test and RabbitMQ, so a test can break their
// connections (or make the broker unreachable for a while) without touching the broker
// that other people are using.
import net from 'node:net';

export interface TcpProxy {
  /** The port clients connect to. */
  readonly port: number;
  /** Connections accepted since the start: more than one means clients reconnected. */
  readonly accepted: number;
  /** Destroys every open connection at once, like a network cut. */
  cutConnections(): void;
  /** Cuts the connections and refuses new ones until `resume()`. */
  pause(): Promise<void>;
  /** Listens again, on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
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
      client.pipe(upstream).pipe(client);
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
