// One queue for every mail: a job carries what to render, the handler renders then sends
// (a retry re-renders the same mail). Failures are retried with back-off by the queue.
import { z } from 'zod';
import type { JobHandler } from '@outings/jobs';
import type { Mailer } from '@outings/mail';
import type { Logger } from '@outings/service-kit';
import { mailRecipient } from '../domain/mail-recipient';
import type { RenderedMail } from '../mail-templates/action-mail';
import { verificationMail } from '../mail-templates/verification.template';
import { passwordResetMail } from '../mail-templates/password-reset.template';

export const MAIL_QUEUE = 'mail';
/** About four minutes of back-off in all (2 s doubled seven times): an SMTP blip passes. */
export const MAIL_JOB_OPTIONS = { attempts: 8, backoffMs: 2_000 } as const;

export const mailJobSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('verification'), to: z.string(), firstName: z.string(), url: z.url() }),
  z.object({ template: z.literal('password-reset'), to: z.string(), firstName: z.string(), url: z.url() }),
]);
export type MailJob = z.infer<typeof mailJobSchema>;

export function renderMail(job: MailJob): RenderedMail {
  switch (job.template) {
    case 'verification':
      return verificationMail({ firstName: job.firstName, verifyUrl: job.url });
    case 'password-reset':
      return passwordResetMail({ firstName: job.firstName, resetUrl: job.url });
  }
}

export function mailJob(mailer: Mailer, logger: Logger): JobHandler<unknown> {
  return async (data, meta) => {
    const job = mailJobSchema.parse(data);
    const to = mailRecipient(job.to);
    if (to === null) {
      // Refused for good (a retry cannot mend the address); the log names the job, never the address.
      logger.warn({ jobId: meta.id, template: job.template }, 'mail refused: the recipient is not one plain e-mail address');
      return;
    }
    const { subject, text, html } = renderMail(job);
    const { messageId } = await mailer.send({ to, subject, text, html });
    // The link is a secret: only which mail went out is logged.
    logger.info({ jobId: meta.id, attempt: meta.attempt, template: job.template, messageId }, 'mail sent');
  };
}
