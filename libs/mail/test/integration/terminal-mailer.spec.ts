import { createMailer } from '@outings/mail';
import { captureLogs } from '../log-capture';
import { describeMailerContract, type DeliveredMail } from './mailer.contract';

/** Reads a printed mail back: its header lines, then its text up to the list of links. */
function parsePrinted(block: string): DeliveredMail & { links: string[] } {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1] ?? '';
  const body = block.slice(block.indexOf('\n\n', block.indexOf('Subject: ')) + 2, block.lastIndexOf('\n──── end of mail'));
  const [text = '', links = ''] = body.split('\n\nLinks:\n');
  return {
    from: header('From'),
    to: header('To'),
    subject: header('Subject'),
    text,
    links: links.split('\n').map((line) => line.trim()).filter(Boolean),
  };
}

describeMailerContract('terminal (no SMTP_URL)', async () => {
  const from = 'Outings <no-reply@outings.local>';
  const printed: string[] = [];
  const capture = captureLogs();
  const mailer = createMailer({ from, logger: capture.logger, print: (text) => printed.push(text) });
  return {
    mailer,
    from,
    async delivered(subject) {
      const mail = printed.map(parsePrinted).find((candidate) => candidate.subject === subject);
      if (mail === undefined) throw new Error(`no mail "${subject}" was printed`);
      // The links are listed apart as well, for a developer to click.
      expect(mail.links).toEqual(mail.text.match(/https?:\/\/\S+/g) ?? []);
      // The JSON log only says that a mail went to the terminal.
      expect(JSON.stringify(capture.entries())).not.toContain(mail.to);
      return mail;
    },
    dispose: () => mailer.close(),
  };
});
