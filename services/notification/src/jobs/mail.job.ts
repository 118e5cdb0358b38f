// One queue for every mail: a job carries what to render, the handler renders then sends
// (a retry re-renders the same mail). Failures are retried with back-off by the queue.
import type { JobHandler } from '@outings/jobs';
import type { MailService } from '../application/mail.service';
import { mailJobSchema } from './mail-queue';

/** Data a queue hands back is checked again: a job may outlive the code that queued it. */
export function mailJob(mail: MailService): JobHandler<unknown> {
  return async (data, meta) => mail.send(mailJobSchema.parse(data), meta);
}
