// Starts the embedded app's gateway on a worker thread (gateway-worker.ts) and stands in
// for it on the services' thread: the services' realtime pushes and room moves cross as
// messages, and "is this user online?" as a question with a numbered answer.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ConnectedGateway } from '@outings/runtime';
import type { Logger } from '@outings/service-kit';
import type { FromGatewayThread, GatewayThreadOptions, ToGatewayThread } from './messages';

export interface GatewayThread {
  /** What the services' realtime hub is connected to. */
  realtime: ConnectedGateway;
  /** Closes the gateway's sockets and server, then ends the thread. */
  close(): Promise<void>;
}

const GATEWAY_WORKER = path.join(__dirname, 'gateway-worker.js');

/**
 * Resolves once the gateway listens; rejects with its reason when it cannot (a port in
 * use). `onCrash` hears of a thread that ends without being asked to: the app has no
 * gateway left, and the runner stops. `workerFile`: the thread's script (tests give one
 * that speaks the same messages).
 */
export function startGatewayThread(
  options: GatewayThreadOptions,
  logger: Logger,
  onCrash: (error: Error) => void,
  workerFile = GATEWAY_WORKER,
): Promise<GatewayThread> {
  const worker = new Worker(workerFile, { workerData: options });
  const tell = (message: ToGatewayThread) => worker.postMessage(message);
  const questions = new Map<number, (online: boolean) => void>();
  let lastQuestion = 0;
  let closing: Promise<void> | null = null;

  const realtime: ConnectedGateway = {
    toUser: (userId, event, ...args) => tell({ type: 'to-user', userId, event, args }),
    toChat: (chatId, event, ...args) => tell({ type: 'to-chat', chatId, event, args }),
    joinChat: (userId, chatId) => tell({ type: 'join-chat', userId, chatId }),
    leaveChat: (userId, chatId) => tell({ type: 'leave-chat', userId, chatId }),
    isOnline: (userId) =>
      new Promise<boolean>((answer) => {
        lastQuestion += 1;
        questions.set(lastQuestion, answer);
        tell({ type: 'is-online', question: lastQuestion, userId });
      }),
  };

  const close = () =>
    (closing ??= new Promise<void>((closed) => {
      worker.once('exit', () => closed());
      tell({ type: 'close' });
    }).then(() => {
      // Nobody is online once the gateway is gone.
      for (const answer of questions.values()) answer(false);
      questions.clear();
    }));

  return new Promise<GatewayThread>((started, failed) => {
    let listening = false;
    worker.on('message', (message: FromGatewayThread) => {
      switch (message.type) {
        case 'listening':
          listening = true;
          started({ realtime, close });
          return;
        case 'start-failed':
          failed(new Error(message.message));
          void worker.terminate();
          return;
        case 'online':
          questions.get(message.question)?.(message.online);
          questions.delete(message.question);
          return;
        case 'closed':
          // Whatever the gateway left scheduled ends with its thread.
          void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      if (!listening) failed(error);
      else logger.fatal({ err: error }, 'the gateway thread failed');
    });
    worker.on('exit', (code) => {
      if (!listening) failed(new Error(`the gateway thread ended during start-up (exit code ${code})`));
      else if (!closing) onCrash(new Error(`the gateway thread ended unasked (exit code ${code})`));
    });
  });
}
