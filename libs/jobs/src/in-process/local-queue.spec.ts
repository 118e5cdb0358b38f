import pino from 'pino';
import { LocalQueue } from './local-queue';
import type { LocalJob } from './local-queue';

const logger = pino({ level: 'silent' });

function job(id: string, overrides: Partial<LocalJob> = {}): LocalJob {
  return { id, data: id, attempts: 3, backoffMs: 1000, failedAttempts: 0, ...overrides };
}

/** Lets pending promise callbacks run without moving the fake clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('LocalQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most `concurrency` handlers at a time', async () => {
    const queue = new LocalQueue('q', logger);
    const release: Array<() => void> = [];
    const started: string[] = [];
    queue.setHandler(async (data) => {
      started.push(String(data));
      await new Promise<void>((resolve) => release.push(resolve));
    }, 2);
    ['a', 'b', 'c'].forEach((id) => queue.add(job(id), 0));
    await settle();
    expect(started).toEqual(['a', 'b']);
    release.shift()?.();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    release.forEach((resolve) => resolve());
    await queue.stop();
  });

  it('waits the exponential back-off before each retry', async () => {
    const queue = new LocalQueue('q', logger);
    const attempts: number[] = [];
    queue.setHandler(async (_data, meta) => {
      attempts.push(meta.attempt);
      throw new Error('down');
    }, 1);
    queue.add(job('j'), 0);
    await settle();
    expect(attempts).toEqual([1]);
    await jest.advanceTimersByTimeAsync(999);
    expect(attempts).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(1999);
    expect(attempts).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(queue.failedJobs()).toEqual([
      expect.objectContaining({ id: 'j', attemptsMade: 3, error: 'down' }),
    ]);
  });

  it('ignores a job id it already knows, finished or not', async () => {
    const queue = new LocalQueue('q', logger);
    expect(queue.add(job('same'), 10_000)).toBe(true);
    expect(queue.add(job('same'), 0)).toBe(false);
    queue.setHandler(async () => undefined, 1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(queue.add(job('same'), 0)).toBe(false);
  });

  it('drops delayed jobs and pending retries when stopped', async () => {
    const queue = new LocalQueue('q', logger);
    const runs: string[] = [];
    queue.setHandler(async (data) => {
      runs.push(String(data));
    }, 1);
    queue.add(job('later'), 5000);
    await queue.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
