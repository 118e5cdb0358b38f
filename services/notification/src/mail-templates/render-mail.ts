// The template a queued mail names, filled in.
import type { MailJob } from '../jobs/mail-queue';
import type { RenderedMail } from './action-mail';
import { passwordResetMail } from './password-reset.template';
import { verificationMail } from './verification.template';

export function renderMail(job: MailJob): RenderedMail {
  switch (job.template) {
    case 'verification':
      return verificationMail({ firstName: job.firstName, verifyUrl: job.url });
    case 'password-reset':
      return passwordResetMail({ firstName: job.firstName, resetUrl: job.url });
  }
}
