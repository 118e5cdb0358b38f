// The two push queues' contract: names, retry options and what a job carries. `push`
// decides, when it runs, whether the user's app is closed and queues one delivery per
// device; `push-delivery` sends to one device and is what retries, so a failing device
// never makes the others receive the push twice. The push service queues these and the job
// handlers read them back; both depend on this file, not on each other.
import { z } from 'zod';
import { pushMessageSchema } from '@outings/contracts';

export const PUSH_QUEUE = 'push';
export const PUSH_DELIVERY_QUEUE = 'push-delivery';
/** Deciding only reads the database: a few quick tries. */
export const PUSH_JOB_OPTIONS = { attempts: 3, backoffMs: 1_000 } as const;
/** A push service answering 429/5xx: about two minutes of back-off in all (2 s doubled five times), then it is stale. */
export const PUSH_DELIVERY_JOB_OPTIONS = { attempts: 6, backoffMs: 2_000 } as const;

const urgencySchema = z.enum(['normal', 'high']);

export const pushJobSchema = z.object({
  userId: z.string(),
  message: pushMessageSchema,
  urgency: urgencySchema,
});
export type PushJob = z.infer<typeof pushJobSchema>;

export const pushDeliveryJobSchema = pushJobSchema.extend({ subscriptionId: z.string() });
export type PushDeliveryJob = z.infer<typeof pushDeliveryJobSchema>;
