import type { AddressObject } from 'mailparser';
import pino from 'pino';
import { createMailer, createSmtpMailer } from '@outings/mail';
import { startTestSmtpServer } from '../smtp-catcher';
import { describeMailerContract } from './mailer.contract';

const from = 'Outings <no-reply@outings.local>';
const logger = pino({ level: 'silent' });

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  return [field ?? []].flat().map((address) => address.text).join(', ');
}

describeMailerContract('SMTP (nodemailer) to a real SMTP server', async () => {
  const catcher = await startTestSmtpServer();
  // Through createMailer, as the app wires it: a set SMTP URL selects SMTP.
  const mailer = createMailer({ smtpUrl: catcher.url, from, logger });
  return {
    mailer,
    from,
    async delivered(subject) {
      const mail = await catcher.waitFor((received) => received.subject === subject);
      return { from: addresses(mail.from), to: addresses(mail.to), subject: mail.subject ?? '', text: mail.text ?? '' };
    },
    async dispose() {
      await mailer.close();
      await catcher.close();
    },
  };
});

describe('SMTP mailer', () => {
  it('sends the HTML alternative beside the text', async () => {
    const catcher = await startTestSmtpServer();
    const mailer = createSmtpMailer({ smtpUrl: catcher.url, from, logger });
    try {
      await mailer.send({
        to: 'ana@example.com',
        subject: 'Verify your e-mail',
        text: 'Verify: http://localhost:8080/email-verified?token=t1',
        html: '<p><a href="http://localhost:8080/email-verified?token=t1">Verify</a></p>',
      });
      const mail = await catcher.waitFor((received) => received.subject === 'Verify your e-mail');
      expect(mail.html).toContain('href="http://localhost:8080/email-verified?token=t1"');
    } finally {
      await mailer.close();
      await catcher.close();
    }
  });

  it.each([
    ['a list', 'ana@example.com, eve@evil.example'],
    ['a display name before another address', 'ana@example.com <eve@evil.example>'],
  ])('hands the recipient over as one address, never parsing %s out of it', async (_case, to) => {
    const catcher = await startTestSmtpServer();
    const mailer = createSmtpMailer({ smtpUrl: catcher.url, from, logger });
    try {
      // As one address it is no address at all: the server refuses it and nobody is mailed.
      await expect(mailer.send({ to, subject: 'Not for Eve', text: 'secret link' })).rejects.toThrow(/recipient/);
      expect(catcher.messages).toEqual([]);
    } finally {
      await mailer.close();
      await catcher.close();
    }
  });

  it('rejects when the SMTP server cannot be reached, so the mail job is retried', async () => {
    const catcher = await startTestSmtpServer();
    const unreachable = catcher.url;
    await catcher.close();
    const mailer = createSmtpMailer({ smtpUrl: unreachable, from, logger });
    try {
      await expect(mailer.send({ to: 'ana@example.com', subject: 'Lost', text: 'lost' })).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});
