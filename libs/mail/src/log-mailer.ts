// Mail without an SMTP server: each mail is written to the log at info level, with
// its text and its links listed apart, so a developer running the app locally can open
// the verification or reset link straight from the terminal.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './port';
import { extractLinks } from './mail-links';

export interface LogMailerOptions {
  from: string;
  logger: Logger;
}

/** A Message-ID shaped like the ones SMTP mail gets, on the sender's domain. */
function messageIdFor(from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

export function createLogMailer({ from, logger }: LogMailerOptions): Mailer {
  const log = logger.child({ component: 'mail', adapter: 'log' });
  return {
    async send({ to, subject, text }: MailMessage): Promise<{ messageId: string }> {
      const messageId = messageIdFor(from);
      log.info(
        { mail: { messageId, from, to, subject, text, links: extractLinks(text) } },
        `mail to ${to}: ${subject} (not sent: SMTP_URL is not set)`,
      );
      return { messageId };
    },
    async close(): Promise<void> {
      // Nothing is held open.
    },
  };
}
