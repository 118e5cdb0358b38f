// The cluster jobs adapter: BullMQ on Redis. One Queue (producer) and at most one
// Worker (consumer) per queue name, created on first use. Jobs survive restarts, and
// every replica of a service can add and process them.
import { Queue, Worker } from 'bullmq';
import type { Job, JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobHandler, JobOptions, JobQueue } from './port';
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, RETENTION } from './job-defaults';
import { assertJobName, assertRepeatInterval } from './job-input';

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Namespaces every BullMQ key, so several apps or test runs can share one Redis. */
  prefix?: string;
  logger: Logger;
}

/** What a queue's depth counts: every job not finished yet. */
const UNFINISHED_STATES = ['waiting', 'prioritized', 'delayed', 'active', 'waiting-children'] as const;

const retention: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> = {
  removeOnComplete: { age: RETENTION.completed.ageSeconds, count: RETENTION.completed.count },
  removeOnFail: { age: RETENTION.failed.ageSeconds, count: RETENTION.failed.count },
};

function retryOptions(options: JobOptions): Pick<JobsOptions, 'attempts' | 'backoff'> {
  return {
    attempts: Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS),
    backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
  };
}

export function createBullJobQueue({ redisUrl, prefix = 'outings', logger }: BullJobQueueOptions): JobQueue {
  const log = logger.child({ component: 'jobs', adapter: 'bullmq' });
  // Producers fail fast while Redis is away: add() then rejects and its caller (an event
  // handler, an HTTP request) retries or answers, instead of hanging until Redis returns.
  const producerConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // Workers wait out a Redis restart, which BullMQ requires of blocking connections
  // (maxRetriesPerRequest: null). BullMQ duplicates this client for each worker, so the
  // client itself never needs to connect (lazyConnect).
  const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  producerConnection.on('error', (err) => log.warn({ err }, 'redis connection error (jobs producer)'));
  workerConnection.on('error', (err) => log.warn({ err }, 'redis connection error (jobs worker)'));

  const queues = new Map<string, Queue>();
  const workers = new Map<string, Worker>();
  let closing: Promise<void> | null = null;

  function assertOpen(): void {
    if (closing !== null) throw new Error('the job queue is closed');
  }

  function queueFor(name: string): Queue {
    assertOpen();
    assertJobName('queue name', name);
    let queue = queues.get(name);
    if (queue === undefined) {
      queue = new Queue(name, { connection: producerConnection, prefix });
      queue.on('error', (err) => log.error({ err, queue: name }, 'job queue error'));
      queues.set(name, queue);
    }
    return queue;
  }

  function onFailed(name: string, job: Job | undefined, err: Error): void {
    if (job === undefined) {
      log.error({ err, queue: name }, 'job failed');
      return;
    }
    const attempts = job.opts.attempts ?? 1;
    const context = { err, queue: name, jobId: job.id, attempt: job.attemptsMade, attempts };
    if (job.attemptsMade < attempts) log.warn(context, 'job failed, will retry');
    else log.error(context, 'job failed for the last time');
  }

  return {
    async process<T>(name: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void> {
      assertOpen();
      assertJobName('queue name', name);
      if (workers.has(name)) throw new Error(`a handler for job queue "${name}" is already registered`);
      const worker = new Worker<T>(
        name,
        // attemptsMade counts finished tries; the handler is told which try this is.
        (job) => handler(job.data, { id: String(job.id), attempt: job.attemptsMade + 1 }),
        { connection: workerConnection, prefix, concurrency: Math.max(1, options?.concurrency ?? 1) },
      );
      worker.on('failed', (job, err) => onFailed(name, job, err));
      worker.on('error', (err) => log.error({ err, queue: name }, 'job worker error'));
      workers.set(name, worker);
    },

    async add<T>(name: string, data: T, options: JobOptions = {}): Promise<void> {
      const queue = queueFor(name);
      if (options.jobId !== undefined) assertJobName('jobId', options.jobId);
      // BullMQ ignores an add whose jobId already exists and returns the existing job.
      await queue.add(name, data, {
        jobId: options.jobId,
        delay: options.delayMs,
        ...retryOptions(options),
        ...retention,
      });
    },

    async repeat<T>(name: string, schedulerId: string, everyMs: number, data: T): Promise<void> {
      const queue = queueFor(name);
      assertJobName('schedulerId', schedulerId);
      assertRepeatInterval(everyMs);
      // A job scheduler lives in Redis under its id: every replica upserting the same
      // id shares one schedule, so the job runs once per interval across the cluster.
      await queue.upsertJobScheduler(schedulerId, { every: everyMs }, {
        name,
        data,
        opts: { ...retryOptions({}), ...retention },
      });
    },

    async depths(): Promise<Record<string, number>> {
      const names = [...new Set([...queues.keys(), ...workers.keys()])];
      const counts = await Promise.all(names.map((name) => queueFor(name).getJobCounts(...UNFINISHED_STATES)));
      return Object.fromEntries(names.map((name, index) => [name, Object.values(counts[index] ?? {}).reduce((sum, jobs) => sum + jobs, 0)]));
    },

    close(): Promise<void> {
      // Workers first, so running jobs finish and no new one starts; then the producers;
      // the connections last, once nothing uses them.
      closing ??= (async () => {
        await Promise.all([...workers.values()].map((worker) => worker.close()));
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        await producerConnection.quit().catch(() => producerConnection.disconnect());
        workerConnection.disconnect();
      })();
      return closing;
    },
  };
}
