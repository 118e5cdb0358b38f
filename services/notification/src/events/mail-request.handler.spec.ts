import { pino } from 'pino';
import { PasswordResetRequested, VerificationRequested, createEvent } from '@outings/contracts';
import { createInProcessJobQueue } from '@outings/jobs';
import { MAIL_QUEUE, type MailJob } from '../jobs/mail.job';
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
  return { jobs, ran, first };
}

describe('mail request handlers', () => {
  it('queues one verification mail per event, however often it is delivered', async () => {
    const { jobs, ran, first } = await mailQueue();
    const event = createEvent(VerificationRequested, {
      userId: 'u1',
      email: 'sam@example.com',
      firstName: 'Sam',
      verifyUrl: 'https://outings.example/auth/verify-email?token=t',
    });
    const handle = verificationRequestedHandler(jobs);
    await handle(event, null as never);
    await handle(event, null as never);
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
    const { jobs, ran, first } = await mailQueue();
    const event = createEvent(PasswordResetRequested, {
      userId: 'u1',
      email: 'sam@example.com',
      firstName: 'Sam',
      resetUrl: 'https://outings.example/reset-password/u1?token=t',
    });
    await passwordResetRequestedHandler(jobs)(event, null as never);
    await first;
    await jobs.close();
    expect(ran.map((job) => job.data)).toEqual([
      { template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url: 'https://outings.example/reset-password/u1?token=t' },
    ]);
  });

  it('refuses an event whose data breaks its contract', async () => {
    const { jobs } = await mailQueue();
    const event = { ...createEvent(VerificationRequested, { userId: 'u', email: 'e@x.y', firstName: 'E', verifyUrl: 'https://x.example' }), data: { userId: 'u' } };
    await expect(verificationRequestedHandler(jobs)(event, null as never)).rejects.toThrow();
    await jobs.close();
  });
});
