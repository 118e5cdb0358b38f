// The jobs port: BullMQ on Redis in a cluster, an in-process runner when embedded.
// Both keep the same promises: a deterministic jobId runs once, a failing job is
// retried with exponential back-off and kept as failed after its last attempt.
export interface JobOptions {
  /**
   * Deterministic id: adding the same id again while the job is waiting, running or
   * still kept after finishing is ignored. No ':' and not a plain integer.
   */
  jobId?: string;
  delayMs?: number;
  /** Total tries, the first included (default 5). */
  attempts?: number;
  /** First retry delay, doubled on each later retry (default 1000 ms). */
  backoffMs?: number;
}

/** `attempt` counts from 1: a handler sees 2 on its first retry. */
export interface JobMeta { id: string; attempt: number }
export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;

export interface JobQueue {
  /**
   * Starts processing a queue; one handler per queue name and process. A second
   * handler for the same queue rejects: two handlers would be a wiring mistake.
   */
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  add<T>(queue: string, data: T, options?: JobOptions): Promise<void>;
  /**
   * Runs `data` on `queue` now and then every `everyMs`, once across all processes.
   * Calling it again with the same `schedulerId` replaces the schedule.
   */
  repeat<T>(queue: string, schedulerId: string, everyMs: number, data: T): Promise<void>;
  /** Jobs not finished yet (waiting, delayed, running, awaiting a retry) per queue this process adds to or processes. */
  depths(): Promise<Record<string, number>>;
  /** Stops taking work, lets running jobs finish, then releases connections and timers. */
  close(): Promise<void>;
}
