import { pino } from 'pino';
import { PasswordResetRequested, VerificationRequested, createEvent, type EventEnvelope } from '@outings/contracts';
import { createInProcessJobQueue } from '@outings/jobs';
import { createMailer } from '@outings/mail';
import { createMailService } from '../application/mail.service';
import { MAIL_QUEUE, type MailJob } from '../jobs/mail-queue';
import { passwordResetRequestedHandler, verificationRequestedHandler } from './mail-request.handler';

const logger = pino({ level: 'silent' });

/** Collects the mail jobs the queue runs; resolves `first` with the first one. */
async function mailQueue() {
  const jobs = createInProcessJobQueue({ logger });
  const ran: { id: string; data: MailJob }[] = [];
  let resolveFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (resolveFirst = resolve));
  await jobs.process<MailJob>(MAIL_QUEUE, async (data, meta) => {
    ran.push({ id: meta.id, data });
    resolveFirst();
  });
  // The handlers only queue: nothing is sent through this mailer.
  const mail = createMailService({ jobs, mailer: createMailer({ from: 'test@outings.local', logger }), logger });
  return { jobs, mail, ran, first };
}

/** What the runtime's dispatcher passes a handler: the checked data, a transaction, the event's meta. */
const delivered = <TData>(event: EventEnvelope<TData>) => [event.data, null as never, { eventId: event.id, occurredAt: event.occurredAt }] as const;

describe('mail request handlers', () => {
  it('queues one verification mail per event, however often it is delivered', async () => {
    const { jobs, mail, ran, first } = await mailQueue();
    const event = createEvent(VerificationRequested, {
      userId: 'u1',
      email: 'sam@example.com',
      firstName: 'Sam',
      verifyUrl: 'https://outings.example/auth/verify-email?token=t',
    });
    const handle = verificationRequestedHandler(mail);
    await handle(...delivered(event));
    await handle(...delivered(event));
    await first;
    await jobs.close();
    expect(ran).toEqual([
      {
        id: event.id,
        data: { template: 'verification', to: 'sam@example.com', firstName: 'Sam', url: 'https://outings.example/auth/verify-email?token=t' },
      },
    ]);
  });

  it('queues the reset mail with its link', async () => {
    const { jobs, mail, ran, first } = await mailQueue();
    const event = createEvent(PasswordResetRequested, {
      userId: 'u1',
      email: 'sam@example.com',
      firstName: 'Sam',
      resetUrl: 'https://outings.example/reset-password/u1?token=t',
    });
    await passwordResetRequestedHandler(mail)(...delivered(event));
    await first;
    await jobs.close();
    expect(ran.map((job) => job.data)).toEqual([
      { template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url: 'https://outings.example/reset-password/u1?token=t' },
    ]);
  });
});
