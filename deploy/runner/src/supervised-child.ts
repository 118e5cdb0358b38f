// One part of the cluster kept running: when its process dies it is started again after
// the back-off of the restart policy, each restart logged; when it keeps dying it is
// given up, and whoever supervises the cluster stops everything. A death while the part
// or the runner is stopping is expected and never restarted.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@outings/service-kit';
import type { ChildHandle } from './child-process';
import { NO_DEATHS, RESTART_POLICY, onDeath, type RestartPolicy } from './restart-policy';

export interface SupervisedPart {
  name: string;
  /** Resolves once the part is given up: it died too often to go on. */
  givenUp: Promise<void>;
  hasGivenUp(): boolean;
  /** Stops the running process, or the restart waiting for its turn; no restart follows. */
  stop(): Promise<void>;
  /** Last resort when the runner itself is exiting without a chance to wait. */
  killNow(): void;
}

export interface SupervisionOptions {
  name: string;
  /** Starts a fresh process of the part, each time with the same settings. */
  start: () => ChildHandle;
  logger: Logger;
  /** True once the runner is shutting down: parts dying then are not restarted. */
  isShuttingDown: () => boolean;
  policy?: RestartPolicy;
  now?: () => number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export function supervise({ name, start, logger, isShuttingDown, policy = RESTART_POLICY, now = Date.now }: SupervisionOptions): SupervisedPart {
  let current: ChildHandle | undefined;
  let stopping = false;
  let gaveUp = false;
  const cancelRestart = new AbortController();
  let reportGivenUp: () => void = () => undefined;
  const givenUp = new Promise<void>((resolve) => (reportGivenUp = resolve));
  const expectedToStop = () => stopping || isShuttingDown();

  const keepRunning = async () => {
    let record = NO_DEATHS;
    for (;;) {
      const startedAt = now();
      const child = start();
      current = child;
      // The pid lets an operator (or a test) find the process this name stands for.
      logger.info({ part: name, childPid: child.pid }, `${name} started (pid ${child.pid ?? 'none'})`);
      const exit = await child.exited;
      if (expectedToStop()) return;

      const diedAt = now();
      const outcome = onDeath(record, { diedAt, ranForMs: diedAt - startedAt }, policy);
      record = outcome.record;
      const { decision } = outcome;
      if (decision.kind === 'give-up') {
        logger.error(
          { part: name, exit, deaths: decision.deaths, windowMs: decision.windowMs },
          `${name} exited (${exit}): ${decision.deaths} deaths within ${seconds(decision.windowMs)}; giving up`,
        );
        gaveUp = true;
        reportGivenUp();
        return;
      }
      logger.warn(
        { part: name, exit, attempt: decision.attempt, delayMs: decision.delayMs },
        `${name} exited (${exit}); restarting in ${seconds(decision.delayMs)} (attempt ${decision.attempt})`,
      );
      try {
        await sleep(decision.delayMs, undefined, { signal: cancelRestart.signal });
      } catch {
        return; // stop() cancelled the restart.
      }
      if (expectedToStop()) return;
    }
  };

  void keepRunning();

  return {
    name,
    givenUp,
    hasGivenUp: () => gaveUp,
    stop: async () => {
      stopping = true;
      cancelRestart.abort();
      await current?.stop();
    },
    killNow: () => current?.killNow(),
  };
}
