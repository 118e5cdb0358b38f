// Picks the mail adapter from configuration: SMTP when a URL is given, else the
// terminal (the development mailbox), which production refuses.
import type { Logger } from 'pino';
import type { Mailer } from './port';
import { createSmtpMailer } from './smtp-mailer';
import { createTerminalMailer } from './terminal-mailer';

export interface MailerOptions {
  /** Unset or empty (an exported but blank SMTP_URL) means "no SMTP server". */
  smtpUrl?: string;
  from: string;
  logger: Logger;
  /**
   * NODE_ENV=production: there the output is collected as logs, so printed mail would
   * leak its links. Without an SMTP server every send is then refused (the mail job fails
   * and is retried, and its error names SMTP_URL); the process still starts, since every
   * service builds a mailer and only notification sends.
   */
  production?: boolean;
  /** Where the development mailbox prints; see `createTerminalMailer`. */
  print?: (text: string) => void;
}

const refusingMailer: Mailer = {
  send: () => Promise.reject(new Error('SMTP_URL is not set: mail is neither sent nor printed in production')),
  close: () => Promise.resolve(),
};

export function createMailer({ smtpUrl, from, logger, production = false, print }: MailerOptions): Mailer {
  if (smtpUrl) return createSmtpMailer({ smtpUrl, from, logger });
  return production ? refusingMailer : createTerminalMailer({ from, logger, print });
}
