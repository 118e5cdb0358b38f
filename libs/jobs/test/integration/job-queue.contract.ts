// One contract, two adapters: whatever a service relies on from a JobQueue must hold
// for BullMQ (cluster) and for the in-process runner (embedded) alike.
import type { JobMeta, JobQueue } from '@outings/jobs';
import { waitFor } from '@outings/test-support';

export interface JobQueueHarness {
  jobs: JobQueue;
  /** Ids of the jobs the adapter keeps as finally failed on `queue`. */
  failedJobIds(queue: string): Promise<string[]>;
  /** Closes the queue and removes whatever the test left behind. */
  dispose(): Promise<void>;
}

interface Run<T> { data: T; meta: JobMeta; at: number }

function recorder<T>(behaviour: (data: T, meta: JobMeta) => void = () => undefined) {
  const runs: Run<T>[] = [];
  const handler = async (data: T, meta: JobMeta): Promise<void> => {
    runs.push({ data, meta, at: Date.now() });
    behaviour(data, meta);
  };
  return { runs, handler };
}

export function describeJobQueueContract(adapter: string, start: () => Promise<JobQueueHarness>): void {
  describe(`JobQueue contract: ${adapter}`, () => {
    let harness: JobQueueHarness;

    beforeEach(async () => {
      harness = await start();
    });

    afterEach(async () => {
      await harness.dispose();
    });

    it('runs an added job once, with its data and id', async () => {
      const { runs, handler } = recorder<{ userId: string }>();
      await harness.jobs.process('welcome', handler);
      await harness.jobs.add('welcome', { userId: 'u-1' }, { jobId: 'welcome-u-1' });
      await waitFor('one run', () => runs.length === 1, 15_000);
      expect(runs[0]).toMatchObject({ data: { userId: 'u-1' }, meta: { id: 'welcome-u-1', attempt: 1 } });
    });

    it('runs jobs added before the handler was registered', async () => {
      const { runs, handler } = recorder<number>();
      await harness.jobs.add('early', 7);
      await harness.jobs.process('early', handler);
      await waitFor('one run', () => runs.length === 1, 15_000);
      expect(runs[0]?.data).toBe(7);
    });

    it('runs a duplicate jobId once, whether the first is pending or finished', async () => {
      const { runs, handler } = recorder<string>();
      await harness.jobs.add('mail', 'first', { jobId: 'verify-42' });
      await harness.jobs.add('mail', 'second', { jobId: 'verify-42' });
      await harness.jobs.process('mail', handler);
      await waitFor('one run', () => runs.length === 1, 15_000);
      await harness.jobs.add('mail', 'third', { jobId: 'verify-42' });
      // With one handler at a time, jobs run in order: once the marker has run, any
      // duplicate that was going to run has run.
      await harness.jobs.add('mail', 'marker', { jobId: 'marker-job' });
      await waitFor('the marker job', () => runs.some((run) => run.data === 'marker'), 15_000);
      expect(runs.map((run) => run.data)).toEqual(['first', 'marker']);
    });

    it('retries a failing job with back-off until it succeeds', async () => {
      const { runs, handler } = recorder<string>((_data, meta) => {
        if (meta.attempt < 3) throw new Error(`flaky ${meta.attempt}`);
      });
      await harness.jobs.process('flaky', handler);
      await harness.jobs.add('flaky', 'payload', { jobId: 'flaky-1', attempts: 5, backoffMs: 50 });
      await waitFor('three runs', () => runs.length === 3, 15_000);
      expect(runs.map((run) => run.meta.attempt)).toEqual([1, 2, 3]);
      // Exponential back-off: the second retry waits at least twice the base.
      const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(45);
      expect(third - second).toBeGreaterThanOrEqual(95);
      expect(await harness.failedJobIds('flaky')).toEqual([]);
    });

    it('gives up after `attempts` tries and keeps the job as failed', async () => {
      const { runs, handler } = recorder<string>(() => {
        throw new Error('always broken');
      });
      await harness.jobs.process('broken', handler);
      await harness.jobs.add('broken', 'payload', { jobId: 'broken-1', attempts: 3, backoffMs: 10 });
      await waitFor('the failed job broken-1', async () => (await harness.failedJobIds('broken')).includes('broken-1'), 15_000);
      expect(runs.map((run) => run.meta.attempt)).toEqual([1, 2, 3]);
    });

    it('does not run a delayed job before its delay', async () => {
      const { runs, handler } = recorder<string>();
      await harness.jobs.process('later', handler);
      const addedAt = Date.now();
      await harness.jobs.add('later', 'delayed', { delayMs: 500 });
      await harness.jobs.add('later', 'now');
      await waitFor('two runs', () => runs.length === 2, 15_000);
      expect(runs.map((run) => run.data)).toEqual(['now', 'delayed']);
      // A few ms of slack: timers and clocks round to the millisecond.
      expect(runs[1]!.at - addedAt).toBeGreaterThanOrEqual(495);
    });

    it('tells the depth of each queue: the jobs not finished yet', async () => {
      const { runs, handler } = recorder<string>();
      await harness.jobs.process('depth-worked', handler);
      await harness.jobs.add('depth-waiting', 'a', { delayMs: 60_000 });
      await harness.jobs.add('depth-waiting', 'b', { delayMs: 60_000 });
      await harness.jobs.add('depth-worked', 'c');
      await waitFor('the worked queue to run its job', () => runs.length === 1, 15_000);
      await waitFor('the worked queue to be empty', async () => (await harness.jobs.depths())['depth-worked'] === 0, 15_000);
      expect(await harness.jobs.depths()).toEqual({ 'depth-waiting': 2, 'depth-worked': 0 });
    });

    it('repeats a scheduled job more than once', async () => {
      const { runs, handler } = recorder<{ kind: string }>();
      await harness.jobs.process('daily-matches', handler);
      await harness.jobs.repeat('daily-matches', 'draw-matches', 150, { kind: 'draw' });
      await waitFor('three runs', () => runs.length >= 3, 15_000);
      expect(runs.every((run) => run.data.kind === 'draw')).toBe(true);
      expect(new Set(runs.map((run) => run.meta.id)).size).toBe(runs.length);
    });

    it('refuses a second handler for the same queue', async () => {
      await harness.jobs.process('single', async () => undefined);
      await expect(harness.jobs.process('single', async () => undefined)).rejects.toThrow(/already registered/);
    });

    it("refuses ids that would break BullMQ's keys", async () => {
      await expect(harness.jobs.add('mail', 'x', { jobId: 'mail:1' })).rejects.toThrow(/must not contain ':'/);
      await expect(harness.jobs.add('mail', 'x', { jobId: 'marker' })).rejects.toThrow(/reserves/);
      await expect(harness.jobs.repeat('mail', 'every-day', 0, 'x')).rejects.toThrow(/positive whole number/);
    });

    it('waits for a running job when closing', async () => {
      let finished = false;
      let started = false;
      await harness.jobs.process('slow', async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      });
      await harness.jobs.add('slow', 'x');
      await waitFor('the job to start', () => started, 15_000);
      await harness.jobs.close();
      expect(finished).toBe(true);
    });
  });
}
