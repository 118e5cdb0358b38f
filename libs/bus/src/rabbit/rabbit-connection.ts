// One AMQP connection that heals itself. Whatever must exist on a connection (the
// exchange, each subscription's queues and consumer) is registered as a set-up step and
// replayed, in order, on every new connection; a connection counts as up only once all
// steps succeeded. When it drops, or any of its channels dies, it is rebuilt with
// back-off until `close()`.
import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Logger } from 'pino';
import { reconnectDelayMs } from './reconnect-delay';

export interface RabbitLink {
  connection: ChannelModel;
  /** Confirm channel shared by every publish on this connection. */
  publisher: ConfirmChannel;
  /** Ends this connection so that a fresh one is built (e.g. a consumer channel died). */
  restart(reason: string): void;
}

export type SetupStep = (link: RabbitLink) => Promise<void>;

export interface RabbitConnectionOptions {
  url: string;
  logger: Logger;
  /** Shown in the broker's management UI. */
  connectionName: string;
  heartbeatSeconds: number;
  reconnect: { minMs: number; maxMs: number };
}

export interface RabbitConnection {
  /** The live connection, or null while (re)connecting or blocked by the broker. */
  current(): RabbitLink | null;
  /** Resolves once connected, or rejects after `timeoutMs` (reconnecting goes on). */
  start(timeoutMs: number): Promise<void>;
  /** Runs `step` now if connected and on every later connection. */
  addSetup(step: SetupStep): Promise<void>;
  removeSetup(step: SetupStep): void;
  close(): Promise<void>;
}

function withHeartbeat(url: string, seconds: number): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', String(seconds));
  return parsed.toString();
}

export function createRabbitConnection(options: RabbitConnectionOptions): RabbitConnection {
  const logger = options.logger.child({ component: 'rabbitmq' });
  const url = withHeartbeat(options.url, options.heartbeatSeconds);
  const steps = new Set<SetupStep>();
  let link: RabbitLink | null = null;
  let blocked = false;
  let closing = false;
  let reconnecting: Promise<void> | null = null;
  let wakeFromBackoff: (() => void) | null = null;

  async function establish(): Promise<void> {
    const connection = await connect(url, { clientProperties: { connection_name: options.connectionName } });
    let lost = false;
    const restart = (reason: string) => {
      if (closing || lost) return;
      logger.warn({ reason }, 'restarting the RabbitMQ connection');
      connection.close().catch(() => undefined);
    };
    // 'error' is always followed by 'close'; reconnecting is driven from 'close' only.
    connection.on('error', (error: unknown) => logger.warn({ err: error }, 'RabbitMQ connection error'));
    connection.on('close', () => {
      lost = true;
      if (link?.connection !== connection) return;
      link = null;
      if (!closing) {
        logger.warn('RabbitMQ connection lost: reconnecting');
        reconnect();
      }
    });
    connection.on('blocked', (reason: unknown) => {
      blocked = true;
      logger.warn({ reason }, 'RabbitMQ blocks publishers');
    });
    connection.on('unblocked', () => {
      blocked = false;
      logger.info('RabbitMQ unblocked publishers');
    });
    try {
      const publisher = await connection.createConfirmChannel();
      publisher.on('error', (error: unknown) => logger.warn({ err: error }, 'RabbitMQ publish channel error'));
      publisher.on('close', () => restart('the publish channel closed'));
      const candidate: RabbitLink = { connection, publisher, restart };
      for (const step of steps) await step(candidate);
      if (lost || closing) throw new Error('the connection ended during set-up');
      blocked = false;
      link = candidate;
      logger.info('connected to RabbitMQ');
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
  }

  function backoff(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeFromBackoff = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  function reconnect(): Promise<void> {
    reconnecting ??= (async () => {
      for (let attempt = 1; !closing; attempt += 1) {
        try {
          await establish();
          return;
        } catch (error) {
          const delayMs = reconnectDelayMs(attempt, options.reconnect.minMs, options.reconnect.maxMs);
          logger.warn({ err: error, attempt, retryInMs: delayMs }, 'cannot connect to RabbitMQ');
          await backoff(delayMs);
        }
      }
    })().finally(() => {
      reconnecting = null;
    });
    return reconnecting;
  }

  return {
    current: () => (blocked || closing ? null : link),

    async start(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`RabbitMQ unreachable after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([reconnect(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    async addSetup(step) {
      steps.add(step);
      if (!link) return;
      try {
        await step(link);
      } catch (error) {
        steps.delete(step);
        throw error;
      }
    },

    removeSetup(step) {
      steps.delete(step);
    },

    async close() {
      closing = true;
      wakeFromBackoff?.();
      await reconnecting;
      const open = link;
      link = null;
      await open?.connection.close().catch(() => undefined);
    },
  };
}
