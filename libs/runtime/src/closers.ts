// Start-up opens connections one after the other; if a later one fails, the earlier
// ones must be closed or the process hangs on their sockets instead of exiting.
import type { Logger } from 'pino';

export class Closers {
  private readonly closers: Array<() => Promise<void>> = [];

  constructor(private readonly logger: Logger) {}

  /** Registers how to close what was just opened, and returns it. */
  add<T>(resource: T, close: (resource: T) => Promise<unknown>): T {
    this.closers.push(async () => {
      await close(resource);
    });
    return resource;
  }

  /** Closes in reverse order of opening; a failure is logged and the rest still closed. */
  async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        this.logger.error({ err: error }, 'error while closing the infrastructure');
      }
    }
  }

  /** Runs `open`; if it throws, closes everything opened so far and rethrows. */
  async openAll<T>(open: () => Promise<T>): Promise<T> {
    try {
      return await open();
    } catch (error) {
      await this.closeAll();
      throw error;
    }
  }
}
