// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, else written to the log with
// its links so a developer can follow them.
export interface MailMessage { to: string; subject: string; text: string; html?: string }

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
