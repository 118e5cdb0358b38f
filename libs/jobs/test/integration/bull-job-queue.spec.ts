import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createBullJobQueue } from '@outings/jobs';
import type { JobQueue } from '@outings/jobs';
import { describeJobQueueContract } from './job-queue.contract';
import { waitFor } from '@outings/test-support';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

/** Deletes every key under the run's own prefix: Redis is shared with other runs. */
async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

function uniquePrefix(): string {
  return `outings-test-jobs-${randomUUID()}`;
}

describeJobQueueContract('BullMQ', async () => {
  const prefix = uniquePrefix();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const jobs = createBullJobQueue({ redisUrl, prefix, logger });
  return {
    jobs,
    async failedJobIds(queue) {
      // Read through BullMQ itself: an operator's tool would see the same.
      const inspector = new Queue(queue, { connection: redis, prefix });
      try {
        return (await inspector.getFailed()).map((job) => String(job.id));
      } finally {
        await inspector.close();
      }
    },
    async dispose() {
      await jobs.close();
      await deleteKeys(redis, prefix);
      await redis.quit();
    },
  };
});

describe('BullMQ job queue across replicas', () => {
  const prefix = uniquePrefix();
  let replicas: JobQueue[] = [];
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    replicas = [createBullJobQueue({ redisUrl, prefix, logger }), createBullJobQueue({ redisUrl, prefix, logger })];
  });

  afterAll(async () => {
    await Promise.all(replicas.map((jobs) => jobs.close()));
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  it('runs a job that both replicas add once in total', async () => {
    const runs: string[] = [];
    for (const [index, jobs] of replicas.entries()) {
      await jobs.process<string>('mail', async (data) => {
        runs.push(`${index}:${data}`);
      });
    }
    await Promise.all(replicas.map((jobs) => jobs.add('mail', 'reset', { jobId: 'reset-7' })));
    await replicas[0]!.add('mail', 'marker', { jobId: 'marker-job' });
    await waitFor('the marker job', () => runs.some((run) => run.endsWith(':marker')), 15_000);
    // Two workers may pick the two jobs in either order, so wait for both to be done.
    await waitFor('two runs', () => runs.length >= 2, 15_000);
    expect(runs.filter((run) => run.endsWith(':reset'))).toHaveLength(1);
  });
});
