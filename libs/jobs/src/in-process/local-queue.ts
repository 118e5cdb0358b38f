// One named queue of the in-process runner: waiting jobs in order, delays and retries
// on unref'd timers (they must not keep a stopping process alive), at most
// `concurrency` handlers at a time, finished jobs kept for dedupe and inspection.
import type { Logger } from 'pino';
import type { JobHandler } from '../port';
import { RETENTION, retryDelayMs } from '../job-defaults';
import { KeptJobs } from './kept-jobs';

export interface LocalJob {
  id: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
  failedAttempts: number;
}

export interface FailedJob { id: string; data: unknown; attemptsMade: number; error: string; finishedAt: number }

export class LocalQueue {
  private handler: JobHandler<unknown> | null = null;
  private concurrency = 1;
  private stopped = false;
  private readonly waiting: LocalJob[] = [];
  /** Jobs not finished yet: waiting, delayed, running or between retries. */
  private readonly unfinished = new Map<string, LocalJob>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly completed = new KeptJobs(RETENTION.completed);
  private readonly failed = new KeptJobs<FailedJob>(RETENTION.failed);

  constructor(
    private readonly name: string,
    private readonly log: Logger,
  ) {}

  hasHandler(): boolean {
    return this.handler !== null;
  }

  setHandler(handler: JobHandler<unknown>, concurrency: number): void {
    this.handler = handler;
    this.concurrency = Math.max(1, concurrency);
    this.pump();
  }

  /** Returns false, and changes nothing, when a job with this id is already known. */
  add(job: LocalJob, delayMs: number): boolean {
    if (this.unfinished.has(job.id) || this.completed.has(job.id) || this.failed.has(job.id)) return false;
    this.unfinished.set(job.id, job);
    this.enqueueAfter(delayMs, job);
    return true;
  }

  /** Jobs not finished yet, the running ones included. */
  get depth(): number {
    return this.unfinished.size;
  }

  failedJobs(): FailedJob[] {
    return this.failed.list();
  }

  /** Drops timers and waiting jobs, and resolves once running handlers have settled. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.waiting.length > 0) {
      this.log.warn({ queue: this.name, dropped: this.waiting.length }, 'in-process jobs dropped at shutdown');
    }
    await Promise.allSettled([...this.running]);
  }

  private enqueueAfter(delayMs: number, job: LocalJob): void {
    if (this.stopped) return;
    if (delayMs <= 0) {
      this.waiting.push(job);
      this.pump();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueueAfter(0, job);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private pump(): void {
    const handler = this.handler;
    if (this.stopped || handler === null) return;
    while (this.running.size < this.concurrency) {
      const job = this.waiting.shift();
      if (job === undefined) return;
      const run: Promise<void> = this.execute(handler, job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async execute(handler: JobHandler<unknown>, job: LocalJob): Promise<void> {
    // Yield before calling the handler so it never runs inside pump(): a handler that
    // adds a job would otherwise re-enter pump() before this run is counted as running.
    await Promise.resolve();
    try {
      await handler(job.data, { id: job.id, attempt: job.failedAttempts + 1 });
      this.unfinished.delete(job.id);
      this.completed.keep({ id: job.id, finishedAt: Date.now() });
    } catch (error) {
      this.onFailure(job, error);
    }
  }

  private onFailure(job: LocalJob, error: unknown): void {
    job.failedAttempts += 1;
    const context = { queue: this.name, jobId: job.id, attempt: job.failedAttempts, attempts: job.attempts, err: error };
    if (job.failedAttempts < job.attempts && !this.stopped) {
      this.log.warn(context, 'job failed, will retry');
      this.enqueueAfter(retryDelayMs(job.failedAttempts, job.backoffMs), job);
      return;
    }
    this.log.error(context, 'job failed for the last time');
    this.unfinished.delete(job.id);
    this.failed.keep({
      id: job.id,
      data: job.data,
      attemptsMade: job.failedAttempts,
      error: error instanceof Error ? error.message : String(error),
      finishedAt: Date.now(),
    });
  }
}
