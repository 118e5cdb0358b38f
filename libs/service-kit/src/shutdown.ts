import type { Logger } from './logger';

type Closer = () => Promise<void>;

/**
 * Runs the closers in reverse order of registration on SIGTERM/SIGINT (last started,
 * first stopped), then exits; a second signal or a hung closer forces the exit.
 */
export function onShutdown(logger: Logger, closers: Closer[], graceMs = 10_000): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), graceMs).unref();
    for (const close of [...closers].reverse()) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}
