// Auth asks for a mail by event. The event id names the request: a redelivered event
// never sends a second mail.
import type { EventData, PasswordResetRequested, VerificationRequested } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { MailService } from '../application/mail.service';
import type { MailJob } from '../jobs/mail-queue';

function requestMail<TData>(mail: MailService, toJob: (data: TData) => MailJob): EventHandlerFn<TData> {
  return (data, _tx, { eventId }) => mail.request(eventId, toJob(data));
}

export function verificationRequestedHandler(mail: MailService): EventHandlerFn<EventData<typeof VerificationRequested>> {
  return requestMail(mail, ({ email, firstName, verifyUrl }) => ({ template: 'verification', to: email, firstName, url: verifyUrl }));
}

export function passwordResetRequestedHandler(mail: MailService): EventHandlerFn<EventData<typeof PasswordResetRequested>> {
  return requestMail(mail, ({ email, firstName, resetUrl }) => ({ template: 'password-reset', to: email, firstName, url: resetUrl }));
}
