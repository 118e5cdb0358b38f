// The embedded app's gateway, on a thread of its own: the browsers' connections, sessions,
// sockets and static files take one core while the services and their PGlite take the
// other (one event loop did both, and `npm start` stopped at one core). It receives the
// services' realtime pushes from the runner's thread (gateway-thread.ts).
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createGateway, type Gateway } from '@outings/gateway';
import type { UserEventArgs, UserEventName } from '@outings/runtime';
import { createLogger, listen, startTracingFromEnv, type RunningServer } from '@outings/service-kit';
import type { FromGatewayThread, GatewayThreadOptions, ToGatewayThread } from './messages';

function runnerPort(): MessagePort {
  if (!parentPort) throw new Error('gateway-worker.ts runs as a worker thread of the embedded runner');
  return parentPort;
}
const port = runnerPort();
const say = (message: FromGatewayThread) => port.postMessage(message);

/** Pushes cross the thread as plain arrays; the gateway types them by event. */
const argsOf = <E extends UserEventName>(_event: E, args: unknown[]) => args as UserEventArgs<E>;

function handle(gateway: Gateway, message: ToGatewayThread, close: () => Promise<void>): void {
  switch (message.type) {
    case 'to-user':
      gateway.realtime.toUser(message.userId, message.event, ...argsOf(message.event, message.args));
      return;
    case 'to-chat':
      gateway.realtime.toChat(message.chatId, message.event, ...argsOf(message.event, message.args));
      return;
    case 'join-chat':
      gateway.realtime.joinChat(message.userId, message.chatId);
      return;
    case 'leave-chat':
      gateway.realtime.leaveChat(message.userId, message.chatId);
      return;
    case 'is-online':
      void gateway.realtime.isOnline(message.userId).then(
        (online) => say({ type: 'online', question: message.question, online }),
        () => say({ type: 'online', question: message.question, online: false }),
      );
      return;
    case 'close':
      void close().finally(() => say({ type: 'closed' }));
  }
}

async function main(): Promise<void> {
  const { port: listenPort, host, ...options } = workerData as GatewayThreadOptions;
  const logger = createLogger('gateway');
  const tracing = startTracingFromEnv('outings');
  let gateway: Gateway;
  let server: RunningServer;
  try {
    gateway = createGateway({ ...options, logger });
    server = await listen(gateway.handle, listenPort, host);
  } catch (error) {
    say({ type: 'start-failed', message: error instanceof Error ? error.message : String(error) });
    await tracing?.shutdown();
    return;
  }
  gateway.attach(server.server);
  // Its sockets and pools first, then the server drains (as the runner stopped it in one thread).
  const close = async () => {
    await gateway.close();
    await server.close();
    await tracing?.shutdown();
  };
  port.on('message', (message: ToGatewayThread) => handle(gateway, message, close));
  say({ type: 'listening' });
}

void main();
