import { createMailer } from '@outings/mail';
import { captureLogs } from '../log-capture';
import { describeMailerContract } from './mailer.contract';

interface LoggedMail { from: string; to: string; subject: string; text: string; links: string[] }

describeMailerContract('log (no SMTP_URL)', async () => {
  const from = 'Outings <no-reply@outings.local>';
  const capture = captureLogs();
  const mailer = createMailer({ from, logger: capture.logger });
  const loggedMail = (subject: string): LoggedMail | undefined =>
    capture
      .entries()
      .map((entry) => entry.mail as LoggedMail | undefined)
      .find((mail) => mail?.subject === subject);
  return {
    mailer,
    from,
    async delivered(subject) {
      const mail = loggedMail(subject);
      if (mail === undefined) throw new Error(`no mail "${subject}" in the log`);
      // The links are listed apart as well, for a developer to click.
      expect(mail.links).toEqual(mail.text.match(/https?:\/\/\S+/g) ?? []);
      return mail;
    },
    dispose: () => mailer.close(),
  };
});
