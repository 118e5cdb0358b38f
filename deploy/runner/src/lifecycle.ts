// What a runner started, and how to stop it: last started, first stopped, exactly once,
// whether a signal or a failed start-up asks first.
import type { Logger } from '@outings/service-kit';

type Closer = () => Promise<void>;

export class Lifecycle {
  private readonly closers: Closer[] = [];
  private stopping: Promise<void> | undefined;

  constructor(private readonly logger: Logger) {}

  /** Registers how to stop what was just started. */
  add(...closers: Closer[]): void {
    this.closers.push(...closers);
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Stops everything in reverse order; one failure is logged and the rest still stop. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const close of this.closers.splice(0).reverse()) {
        try {
          await close();
        } catch (error) {
          this.logger.error({ err: error }, 'error while stopping');
        }
      }
    })();
    return this.stopping;
  }
}
