export type { MailMessage, Mailer } from './port';
export { createMailer } from './create-mailer';
export type { MailerOptions } from './create-mailer';
export { createSmtpMailer } from './smtp-mailer';
export type { SmtpMailerOptions } from './smtp-mailer';
export { createTerminalMailer } from './terminal-mailer';
export type { TerminalMailerOptions } from './terminal-mailer';
export { extractLinks } from './mail-links';
