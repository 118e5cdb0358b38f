// Outgoing mail: SMTP (nodemailer) when SMTP_URL is set, else printed to the terminal
// with its links so a developer can follow them.
export interface MailMessage {
  /** One plain address, checked by the sender; never read as a list or a display name. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
