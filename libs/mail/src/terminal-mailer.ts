// The development mailbox: without an SMTP server, each mail is printed to the terminal
// as plain text, apart from the JSON log, with its links listed so a developer running
// the app locally can open the verification or reset link. It is deliberately not a log
// line: the structured log never carries an address or a mailed secret, and a log
// collector must not keep these. In production it is refused (create-mailer.ts).
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './port';
import { extractLinks } from './mail-links';

export interface TerminalMailerOptions {
  from: string;
  logger: Logger;
  /** Where the mail is printed; the process's standard output unless a test listens. */
  print?: (text: string) => void;
}

/** A Message-ID shaped like the ones SMTP mail gets, on the sender's domain. */
function messageIdFor(from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** One block, written at once so other output cannot interleave with it. */
function formatMail(messageId: string, from: string, { to, subject, text }: MailMessage): string {
  const links = extractLinks(text);
  return [
    '',
    '──── Mail not sent (SMTP_URL is not set): development mailbox ────',
    `Message-ID: ${messageId}`,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    '',
    text,
    ...(links.length > 0 ? ['', 'Links:', ...links.map((link) => `  ${link}`)] : []),
    '──── end of mail ────',
    '',
  ].join('\n');
}

const toStdout = (text: string) => {
  process.stdout.write(text);
};

export function createTerminalMailer({ from, logger, print = toStdout }: TerminalMailerOptions): Mailer {
  const log = logger.child({ component: 'mail', adapter: 'terminal' });
  return {
    async send(message: MailMessage): Promise<{ messageId: string }> {
      const messageId = messageIdFor(from);
      print(formatMail(messageId, from, message));
      log.info({ messageId }, 'mail printed to the terminal, not sent (SMTP_URL is not set)');
      return { messageId };
    },
    async close(): Promise<void> {
      // Nothing is held open.
    },
  };
}
