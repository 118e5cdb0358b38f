import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { createInProcessJobQueue } from '@outings/jobs';
import type { MailMessage, Mailer } from '@outings/mail';
import { createMailService } from '../application/mail.service';
import { renderMail } from '../mail-templates/render-mail';
import { mailJob } from './mail.job';

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

/** The mail job as the service wires it; sending queues nothing, so the queue stays idle. */
const mailJobWith = (mailer: Mailer, log: Logger) => mailJob(createMailService({ jobs: createInProcessJobQueue({ logger: log }), mailer, logger: log }));

describe('mail job', () => {
  it('renders the requested template and sends it to the user', async () => {
    const mailer = recordingMailer();
    const url = 'https://outings.example/reset-password/u1?token=abc';
    await mailJobWith(mailer, logger)({ template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url }, meta);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toEqual({ to: 'sam@example.com', ...renderMail({ template: 'password-reset', to: 'sam@example.com', firstName: 'Sam', url }) });
    expect(mailer.sent[0]?.subject).toBe('Reset your Outings password');
  });

  it('refuses data it cannot render, without sending', async () => {
    const mailer = recordingMailer();
    await expect(mailJobWith(mailer, logger)({ template: 'birthday', to: 'sam@example.com' }, meta)).rejects.toThrow();
    await expect(mailJobWith(mailer, logger)({ template: 'verification', to: 'sam@example.com', firstName: 'Sam', url: 'not a url' }, meta)).rejects.toThrow();
    expect(mailer.sent).toHaveLength(0);
  });

  it.each([
    ['a display name before another address', 'victim@example.com <attacker@evil.example>'],
    ['a comma list', 'a@x.example, b@y.example, c@z.example'],
    ['a semicolon list', 'a@x.example;b@y.example'],
  ])('refuses %s as the recipient for good: nothing sent, no retry, the address kept out of the log', async (_case, to) => {
    const mailer = recordingMailer();
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ level: 'info' }, destination);
    await mailJobWith(mailer, log)({ template: 'verification', to, firstName: 'Sam', url: 'https://outings.example/v?token=t' }, meta);
    expect(mailer.sent).toHaveLength(0);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, jobId: 'job-1', template: 'verification', msg: expect.stringMatching(/^mail refused/) });
    for (const part of to.split(/[\s,;<>]+/).filter(Boolean)) expect(lines[0]).not.toContain(part);
  });

  it('fails the attempt when the mail server refuses, so the queue retries', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('421 try later')), close: async () => undefined };
    await expect(
      mailJobWith(failing, logger)({ template: 'verification', to: 'a@b.example', firstName: 'A', url: 'https://x.example/v' }, meta),
    ).rejects.toThrow('421');
  });
});
