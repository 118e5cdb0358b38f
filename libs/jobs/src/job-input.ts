// What callers hand the queue is checked the same way by both adapters, so input that
// would break BullMQ in a cluster already fails when the app runs embedded.

export type JobNameKind = 'queue name' | 'jobId' | 'schedulerId';

/**
 * A job's Redis key is `<prefix>:<queue>:<jobId>`, beside the queue's own keys named
 * below: a job called `marker` or `meta` would overwrite them. Kept in step with BullMQ
 * by a test of the BullMQ adapter.
 */
export const RESERVED_JOB_IDS: ReadonlySet<string> = new Set([
  'active', 'completed', 'de', 'delayed', 'events', 'failed', 'id', 'limiter', 'marker', 'meta', 'metrics',
  'paused', 'pc', 'prioritized', 'priority', 'repeat', 'stalled', 'stalled-check', 'wait', 'waiting',
  'waiting-children',
]);

/**
 * Names become parts of BullMQ's Redis keys, where ':' separates the parts and plain
 * integers are the ids BullMQ generates itself.
 */
export function assertJobName(kind: JobNameKind, value: string): void {
  if (value.length === 0) throw new Error(`${kind} must not be empty`);
  if (value.includes(':')) throw new Error(`${kind} "${value}" must not contain ':'`);
  if (kind === 'queue name') return;
  if (/^\d+$/.test(value)) throw new Error(`${kind} "${value}" must not be a plain integer`);
  if (RESERVED_JOB_IDS.has(value)) throw new Error(`${kind} "${value}" is a name BullMQ reserves for its own keys`);
}

export function assertRepeatInterval(everyMs: number): void {
  if (!Number.isInteger(everyMs) || everyMs < 1) {
    throw new Error(`repeat interval must be a positive whole number of milliseconds, got ${everyMs}`);
  }
}

/**
 * BullMQ stores job data as JSON; the in-process runner passes it through the same
 * round trip so a handler never sees a Date or a shared object reference embedded that
 * it would not see in a cluster.
 */
export function asJobData<T>(data: T): T {
  return data === undefined ? data : (JSON.parse(JSON.stringify(data)) as T);
}
