// The jobs port: BullMQ on Redis in a cluster, an in-process runner when embedded.
export interface JobOptions {
  /** Deterministic id: adding the same id twice runs the job once. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
  backoffMs?: number;
}

export interface JobMeta { id: string; attempt: number }
export type JobHandler<T> = (data: T, meta: JobMeta) => Promise<void>;

export interface JobQueue {
  /** Starts processing a queue; one handler per queue name. */
  process<T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>;
  add<T>(queue: string, data: T, options?: JobOptions): Promise<void>;
  /** Runs `data` on `queue` every `everyMs`, once across all processes. */
  repeat<T>(queue: string, schedulerId: string, everyMs: number, data: T): Promise<void>;
  close(): Promise<void>;
}
