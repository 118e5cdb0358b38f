import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@outings/service-kit';
import { waitFor } from '@outings/test-support';
import { startChild, type ChildHandle } from './child-process';
import type { RestartPolicy } from './restart-policy';
import { supervise, type SupervisionOptions } from './supervised-child';

/** Quick enough for a test, the same shape as the real one. */
const POLICY: RestartPolicy = { firstDelayMs: 20, maxDelayMs: 100, stableAfterMs: 60_000, maxDeaths: 3, windowMs: 60_000 };

interface FakeChild {
  handle: ChildHandle;
  die(exit: number | string): void;
}

function fakeChild(pid: number): FakeChild {
  let exited = false;
  let die: (exit: number | string) => void = () => undefined;
  const exitedPromise = new Promise<number | string>((resolve) => {
    die = (exit) => {
      exited = true;
      resolve(exit);
    };
  });
  const handle: ChildHandle = {
    name: 'auth',
    pid,
    exited: exitedPromise,
    hasExited: () => exited,
    stop: async () => {
      if (!exited) die('SIGTERM');
      await exitedPromise;
    },
    killNow: () => die('SIGKILL'),
  };
  return { handle, die };
}

/** A supervised fake part: every process it started, and every line it logged. */
function supervisedFake(options: Partial<SupervisionOptions> = {}) {
  const started: FakeChild[] = [];
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger('runner', 'info', { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const part = supervise({
    name: 'auth',
    start: () => {
      const child = fakeChild(1000 + started.length);
      started.push(child);
      return child.handle;
    },
    logger,
    isShuttingDown: () => false,
    policy: POLICY,
    ...options,
  });
  const latest = () => started[started.length - 1]!;
  return { part, started, logs, latest };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, POLICY.maxDelayMs * 2));

describe('supervise', () => {
  it('restarts a part that died after the back-off, and logs which part, how it ended, the attempt and the wait', async () => {
    const { part, started, logs, latest } = supervisedFake();
    expect(started).toHaveLength(1);
    latest().die('SIGKILL');
    await waitFor('the first restart', () => started.length === 2);
    latest().die(1);
    await waitFor('the second restart', () => started.length === 3);

    expect(logs.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({ part: 'auth', exit: 'SIGKILL', attempt: 1, delayMs: 20, msg: 'auth exited (SIGKILL); restarting in 0 s (attempt 1)' }),
      expect.objectContaining({ part: 'auth', exit: 1, attempt: 2, delayMs: 40 }),
    ]);
    expect(logs.filter((line) => line.level === 30).map((line) => line.childPid)).toEqual([1000, 1001, 1002]);
    expect(part.hasGivenUp()).toBe(false);
    await part.stop();
  });

  it('gives up on a part that keeps dying, and starts it no more', async () => {
    const { part, started, logs, latest } = supervisedFake();
    for (let death = 1; death < POLICY.maxDeaths; death += 1) {
      latest().die(1);
      await waitFor(`restart ${death}`, () => started.length === death + 1);
    }
    latest().die(1);
    await part.givenUp;
    await tick();

    expect(part.hasGivenUp()).toBe(true);
    expect(started).toHaveLength(POLICY.maxDeaths);
    expect(logs.at(-1)).toEqual(expect.objectContaining({ level: 50, part: 'auth', exit: 1, deaths: 3, msg: 'auth exited (1): 3 deaths within 60 s; giving up' }));
  });

  it('does not restart a part it was asked to stop', async () => {
    const { part, started, latest } = supervisedFake();
    await part.stop();
    await tick();
    expect(latest().handle.hasExited()).toBe(true);
    expect(started).toHaveLength(1);
  });

  it('cancels a restart still waiting for its turn when the part is stopped', async () => {
    const { part, started, latest } = supervisedFake({ policy: { ...POLICY, firstDelayMs: 50 } });
    latest().die('SIGKILL');
    await part.stop();
    await tick();
    expect(started).toHaveLength(1);
  });

  it('does not restart a part that dies while the runner shuts down', async () => {
    const { part, started, latest } = supervisedFake({ isShuttingDown: () => true });
    latest().die(0);
    await tick();
    expect(started).toHaveLength(1);
    expect(part.hasGivenUp()).toBe(false);
  });

  it('starts a real process again after a kill -9, and stops it for good when asked', async () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'outings-supervised-')), 'part.js');
    writeFileSync(script, 'setInterval(() => {}, 1000);');
    const children: ChildHandle[] = [];
    const part = supervise({
      name: 'notification',
      start: () => {
        const child = startChild({ name: 'notification', script, env: process.env, output: () => undefined });
        children.push(child);
        return child;
      },
      logger: createLogger('runner', 'silent'),
      isShuttingDown: () => false,
      policy: POLICY,
    });
    process.kill(children[0]!.pid!, 'SIGKILL');
    await waitFor('a second process', () => children.length === 2);

    expect(await children[0]!.exited).toBe('SIGKILL');
    expect(children[1]!.pid).not.toBe(children[0]!.pid);
    await part.stop();
    expect(await children[1]!.exited).toBe('SIGTERM');
    await tick();
    expect(children).toHaveLength(2);
  });
});
