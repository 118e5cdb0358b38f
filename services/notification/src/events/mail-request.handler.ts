// Auth asks for a mail by event; the mail itself is a job, so a slow or failing SMTP
// server is retried by the queue instead of holding the event. The event id is the job
// id: a redelivered event never sends a second mail.
import { PasswordResetRequested, VerificationRequested, readEvent, type EventEnvelope } from '@outings/contracts';
import type { JobQueue } from '@outings/jobs';
import type { EventHandlerFn } from '@outings/runtime';
import { MAIL_JOB_OPTIONS, MAIL_QUEUE, type MailJob } from '../jobs/mail.job';

function enqueueMail(jobs: JobQueue, toJob: (event: EventEnvelope) => MailJob): EventHandlerFn {
  return async (event) => {
    await jobs.add<MailJob>(MAIL_QUEUE, toJob(event), { jobId: event.id, ...MAIL_JOB_OPTIONS });
  };
}

export function verificationRequestedHandler(jobs: JobQueue): EventHandlerFn {
  return enqueueMail(jobs, (event) => {
    const { email, firstName, verifyUrl } = readEvent(VerificationRequested, event);
    return { template: 'verification', to: email, firstName, url: verifyUrl };
  });
}

export function passwordResetRequestedHandler(jobs: JobQueue): EventHandlerFn {
  return enqueueMail(jobs, (event) => {
    const { email, firstName, resetUrl } = readEvent(PasswordResetRequested, event);
    return { template: 'password-reset', to: email, firstName, url: resetUrl };
  });
}
