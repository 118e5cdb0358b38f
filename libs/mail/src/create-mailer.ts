// Picks the mail adapter from configuration: SMTP when a URL is given, else the log.
import type { Logger } from 'pino';
import type { Mailer } from './port';
import { createLogMailer } from './log-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailerOptions {
  /** Unset or empty (an exported but blank SMTP_URL) means "write mail to the log". */
  smtpUrl?: string;
  from: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer({ smtpUrl, from, logger }) : createLogMailer({ from, logger });
}
