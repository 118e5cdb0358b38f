import pino from 'pino';
import { createInProcessJobQueue } from '@outings/jobs';
import { describeJobQueueContract } from './job-queue.contract';

describeJobQueueContract('in process', async () => {
  const jobs = createInProcessJobQueue({ logger: pino({ level: 'silent' }) });
  return {
    jobs,
    failedJobIds: async (queue) => jobs.failedJobs(queue).map((job) => job.id),
    dispose: () => jobs.close(),
  };
});
