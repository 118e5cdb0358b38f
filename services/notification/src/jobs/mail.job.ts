// One queue for every mail: a job carries what to render, the handler renders then sends
// (a retry re-renders the same mail). Failures are retried with back-off by the queue.
import { z } from 'zod';
import type { JobHandler } from '@outings/jobs';
import type { MailService } from '../application/mail.service';

export const MAIL_QUEUE = 'mail';
/** About four minutes of back-off in all (2 s doubled seven times): an SMTP blip passes. */
export const MAIL_JOB_OPTIONS = { attempts: 8, backoffMs: 2_000 } as const;

export const mailJobSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verification'), to: z.string(), firstName: z.string(), url: z.url() }),
  z.object({ template: z.literal('password-reset'), to: z.string(), firstName: z.string(), url: z.url() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;

/** Data a queue hands back is checked again: a job may outlive the code that queued it. */
export function mailJob(mail: MailService): JobHandler<unknown> {
  return async (data, meta) => mail.send(mailJobSchema.parse(data), meta);
}
