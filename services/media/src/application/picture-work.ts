// The sharp work of one process runs in bounded lanes (limits in domain/picture-limits):
// a few tasks at a time, a few more waiting, and past that a call is refused at once
// (503, try again) instead of piling up requests, memory and latency behind the encoder.
import pLimit from 'p-limit';
import { PICTURE_WORK_LIMITS, type WorkLaneLimits } from '../domain/picture-limits';

/** The lane is full: the caller is asked to come back rather than wait. */
export class PictureWorkBusyError extends Error {
  constructor() {
    super('picture work lane full');
    this.name = 'PictureWorkBusyError';
  }
}

export interface WorkLane {
  /**
   * Runs `task` as soon as fewer than `running` tasks run; rejects with
   * PictureWorkBusyError, without running it, when `running + waiting` are taken.
   */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tasks running or waiting now. */
  readonly admitted: number;
}

export function createWorkLane({ running, waiting }: WorkLaneLimits): WorkLane {
  const limit = pLimit(running);
  const admitted = () => limit.activeCount + limit.pendingCount;
  return {
    run: (task) => (admitted() >= running + waiting ? Promise.reject(new PictureWorkBusyError()) : limit(task)),
    get admitted() {
      return admitted();
    },
  };
}

/** Uploads' re-encoding, and scaled variants of stored pictures. */
export interface PictureWork {
  uploads: WorkLane;
  variants: WorkLane;
}

export function createPictureWork(limits: Record<keyof PictureWork, WorkLaneLimits> = PICTURE_WORK_LIMITS): PictureWork {
  return { uploads: createWorkLane(limits.uploads), variants: createWorkLane(limits.variants) };
}
