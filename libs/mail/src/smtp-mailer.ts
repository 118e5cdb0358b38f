// Real mail: nodemailer's pooled SMTP transport to SMTP_URL (a provider, a relay, or
// the mail catcher of docker-compose). A failed send rejects, so the mail job that
// called it is retried.
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './port';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://…:465; nodemailer options may ride as query parameters. */
  smtpUrl: string;
  /** Sender, e.g. `Outings <no-reply@outings.local>`. */
  from: string;
  logger: Logger;
}

export function createSmtpMailer({ smtpUrl, from, logger }: SmtpMailerOptions): Mailer {
  if (!/^smtps?:\/\//i.test(smtpUrl)) throw new Error('the SMTP URL must start with smtp:// or smtps://');
  const log = logger.child({ component: 'mail', adapter: 'smtp' });
  // Pooled: a burst of mails reuses a few open connections instead of a handshake each.
  const transport = createTransport({ url: smtpUrl, pool: true });

  return {
    async send(message: MailMessage): Promise<{ messageId: string }> {
      // An address object, not a string: nodemailer parses a string as an address list,
      // display names and all, and would mail every address it finds in it.
      const info = await transport.sendMail({ from, ...message, to: { name: '', address: message.to } });
      log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      return { messageId: info.messageId };
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
