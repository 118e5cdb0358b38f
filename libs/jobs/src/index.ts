export type { JobHandler, JobMeta, JobOptions, JobQueue } from './port';
export { createBullJobQueue } from './bull-job-queue';
export type { BullJobQueueOptions } from './bull-job-queue';
export { createInProcessJobQueue } from './in-process-job-queue';
export type { FailedJob, InProcessJobQueue } from './in-process-job-queue';
export { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS } from './job-defaults';
