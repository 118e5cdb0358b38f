// The embedded jobs adapter: BullMQ's semantics (dedupe by jobId, delays, retries with
// exponential back-off, repeat, kept failures) inside one process, without Redis.
// Jobs live in memory, so waiting jobs are lost when the process stops; the embedded
// mode accepts that, a cluster uses BullMQ.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { JobHandler, JobOptions, JobQueue } from './port';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS } from './job-defaults';
import { asJobData, assertJobName, assertRepeatInterval } from './job-input';
import { LocalQueue } from './in-process/local-queue';
import type { FailedJob } from './in-process/local-queue';

export type { FailedJob } from './in-process/local-queue';

export interface InProcessJobQueue extends JobQueue {
  /** Jobs that failed on their last attempt and are still kept, oldest first. */
  failedJobs(queue: string): FailedJob[];
}

export function createInProcessJobQueue({ logger }: { logger: Logger }): InProcessJobQueue {
  const log = logger.child({ component: 'jobs', adapter: 'in-process' });
  const queues = new Map<string, LocalQueue>();
  const schedules = new Map<string, NodeJS.Timeout>();
  let closing: Promise<void> | null = null;

  function open(queue: string): LocalQueue {
    if (closing !== null) throw new Error('the job queue is closed');
    assertJobName('queue name', queue);
    let local = queues.get(queue);
    if (local === undefined) {
      local = new LocalQueue(queue, log);
      queues.set(queue, local);
    }
    return local;
  }

  function enqueue(local: LocalQueue, data: unknown, options: JobOptions): boolean {
    return local.add(
      {
        id: options.jobId ?? randomUUID(),
        data: asJobData(data),
        attempts: Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
        backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
        failedAttempts: 0,
      },
      options.delayMs ?? 0,
    );
  }

  return {
    async process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void> {
      const local = open(queue);
      if (local.hasHandler()) throw new Error(`a handler for job queue "${queue}" is already registered`);
      // The queue hands each handler the data it was given for that queue.
      local.setHandler(handler as JobHandler<unknown>, options?.concurrency ?? 1);
    },

    async add<T>(queue: string, data: T, options: JobOptions = {}): Promise<void> {
      const local = open(queue);
      if (options.jobId !== undefined) assertJobName('jobId', options.jobId);
      if (!enqueue(local, data, options)) log.debug({ queue, jobId: options.jobId }, 'duplicate job ignored');
    },

    async repeat<T>(queue: string, schedulerId: string, everyMs: number, data: T): Promise<void> {
      const local = open(queue);
      assertJobName('schedulerId', schedulerId);
      assertRepeatInterval(everyMs);
      // Neither part may contain ':', so the key is unambiguous.
      const key = `${queue}:${schedulerId}`;
      clearInterval(schedules.get(key));
      // Like a BullMQ job scheduler: the first run is due now, then one every `everyMs`.
      const fire = (): void => {
        enqueue(local, data, { jobId: `${schedulerId}-${randomUUID()}` });
      };
      fire();
      const timer = setInterval(fire, everyMs);
      timer.unref();
      schedules.set(key, timer);
    },

    async depths(): Promise<Record<string, number>> {
      return Object.fromEntries([...queues].map(([name, local]) => [name, local.depth]));
    },

    failedJobs(queue: string): FailedJob[] {
      return queues.get(queue)?.failedJobs() ?? [];
    },

    close(): Promise<void> {
      closing ??= (async () => {
        for (const timer of schedules.values()) clearInterval(timer);
        schedules.clear();
        await Promise.all([...queues.values()].map((local) => local.stop()));
      })();
      return closing;
    },
  };
}
