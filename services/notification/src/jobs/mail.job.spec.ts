import { pino } from 'pino';
import type { MailMessage, Mailer } from '@outings/mail';
import { mailJob, renderMail } from './mail.job';

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close: async () => undefined,
  };
}

const logger = pino({ level: 'silent' });
const meta = { id: 'job-1', attempt: 1 };

describe('mail job', () => {
  it('renders the requested template and sends it to the user', async () => {
    const mailer = recordingMailer();
    const url = 'https://outings.example/reset-password/u1?token=abc';
    await mailJob(mailer, logger)({ template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url }, meta);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toEqual({ to: 'sam@example.com', ...renderMail({ template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url }) });
    expect(mailer.sent[0]?.subject).toBe('Reset your Outings password');
  });

  it('refuses data it cannot render, without sending', async () => {
    const mailer = recordingMailer();
    await expect(mailJob(mailer, logger)({ template: 'birthday', to: 'sam@example.com' }, meta)).rejects.toThrow();
    await expect(mailJob(mailer, logger)({ template: 'verification', to: 'sam@example.com', firstName: 'Sam', url: 'not a url' }, meta)).rejects.toThrow();
    expect(mailer.sent).toHaveLength(0);
  });

  it('fails the attempt when the mail server refuses, so the queue retries', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('421 try later')), close: async () => undefined };
    await expect(
      mailJob(failing, logger)({ template: 'verification', to: 'a@b.c', firstName: 'A', url: 'https://x.example/v' }, meta),
    ).rejects.toThrow('421');
  });
});
