// The handlers of the two push queues (jobs/push-queues.ts): deciding and fanning out, and
// sending to one device.
import type { JobHandler } from '@outings/jobs';
import type { PushService } from '../application/push.service';
import { pushDeliveryJobSchema, pushJobSchema } from './push-queues';

/** Data a queue hands back is checked again: a job may outlive the code that queued it. */
export function pushJob(push: PushService): JobHandler<unknown> {
  return async (data, meta) => push.fanOut(pushJobSchema.parse(data), meta);
}

export function pushDeliveryJob(push: PushService): JobHandler<unknown> {
  return async (data, meta) => push.deliver(pushDeliveryJobSchema.parse(data), meta);
}
