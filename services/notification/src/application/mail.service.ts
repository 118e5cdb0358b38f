// Mail, the notification service's use case so far: a request becomes a job on the mail
// queue, and the job renders and sends it. Queued rather than sent at once, so a slow or
// failing SMTP server is retried by the queue instead of holding the event that asked.
import type { JobMeta, JobQueue } from '@outings/jobs';
import type { Mailer } from '@outings/mail';
import type { Logger } from '@outings/service-kit';
import { mailRecipient } from '../domain/mail-recipient';
import { MAIL_JOB_OPTIONS, MAIL_QUEUE, type MailJob } from '../jobs/mail-queue';
import { renderMail } from '../mail-templates/render-mail';

export interface MailService {
  /** Queues a mail; `requestId` (the asking event's id) is its job id, so a request delivered twice sends one mail. */
  request(requestId: string, mail: MailJob): Promise<void>;
  /**
   * Renders and sends a queued mail; a failed send rejects, so the queue retries. A
   * recipient that is not one plain address is refused for good (a retry cannot mend it),
   * with a log line that names the job, never the address.
   */
  send(mail: MailJob, job: JobMeta): Promise<void>;
}

export interface MailDependencies {
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
}

export function createMailService({ jobs, mailer, logger }: MailDependencies): MailService {
  return {
    async request(requestId, mail) {
      await jobs.add<MailJob>(MAIL_QUEUE, mail, { jobId: requestId, ...MAIL_JOB_OPTIONS });
    },

    async send(mail, job) {
      const to = mailRecipient(mail.to);
      if (to === null) {
        logger.warn({ jobId: job.id, template: mail.template }, 'mail refused: the recipient is not one plain e-mail address');
        return;
      }
      const { subject, text, html } = renderMail(mail);
      const { messageId } = await mailer.send({ to, subject, text, html });
      // The link is a secret: only which mail went out is logged.
      logger.info({ jobId: job.id, attempt: job.attempt, template: mail.template, messageId }, 'mail sent');
    },
  };
}
