// The mail queue's contract: its name, retry options and what a job carries. The mail
// service queues these and the job handler reads them back; both depend on this file,
// not on each other.
import { z } from 'zod';

export const MAIL_QUEUE = 'mail';
/** About four minutes of back-off in all (2 s doubled seven times): an SMTP blip passes. */
export const MAIL_JOB_OPTIONS = { attempts: 8, backoffMs: 2_000 } as const;

export const mailJobSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verification'), to: z.string(), firstName: z.string(), url: z.url() }),
  z.object({ template: z.literal('password-reset'), to: z.string(), firstName: z.string(), url: z.url() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;
