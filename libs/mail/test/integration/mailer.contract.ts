// What the notification service relies on from a Mailer, for both adapters: the mail
// reaches its reader (an inbox, or a developer's log) with every field and link intact.
import type { Mailer } from '@outings/mail';
import { extractLinks } from '@outings/mail';

export interface DeliveredMail { from: string; to: string; subject: string; text: string }

export interface MailerHarness {
  mailer: Mailer;
  from: string;
  /** The mail with this subject as its reader gets it. */
  delivered(subject: string): Promise<DeliveredMail>;
  dispose(): Promise<void>;
}

// Long enough that a mail encoder must fold it, with the '=' and '&' that
// quoted-printable escapes: the link has to come out byte for byte.
const resetLink =
  'http://localhost:8080/reset-password/6f1c2a9e-8d4b-4c1e-9a51-0d3c7e2b5f18?secret=' +
  'Zk3vQ9xL2mN8pR4tW7yB1cF5hJ0kD6gS3aE9uI2oP8lM4nV7bX1zC5qT0wY6rU3e&lang=en';

export function describeMailerContract(adapter: string, start: () => Promise<MailerHarness>): void {
  describe(`Mailer contract: ${adapter}`, () => {
    let harness: MailerHarness;

    beforeEach(async () => {
      harness = await start();
    });

    afterEach(async () => {
      await harness.dispose();
    });

    it('delivers the mail with its sender, recipient, subject and text', async () => {
      const text = 'Bienvenue, Zoë! Your Outings account is almost ready.';
      await harness.mailer.send({ to: 'zoe@example.com', subject: 'Welcome to Outings', text });
      const mail = await harness.delivered('Welcome to Outings');
      expect(mail.to).toContain('zoe@example.com');
      expect(mail.from).toContain('no-reply@outings.local');
      expect(mail.text.trim()).toBe(text);
    });

    it('keeps a long link intact, so the reader can follow it', async () => {
      const text = `Someone asked to reset your password.\n\nReset it here: ${resetLink}\n\nNot you? Ignore this mail.`;
      await harness.mailer.send({ to: 'ana@example.com', subject: 'Reset your password', text });
      const mail = await harness.delivered('Reset your password');
      expect(extractLinks(mail.text)).toEqual([resetLink]);
    });

    it('gives each mail its own message id', async () => {
      const first = await harness.mailer.send({ to: 'a@example.com', subject: 'One', text: 'one' });
      const second = await harness.mailer.send({ to: 'a@example.com', subject: 'Two', text: 'two' });
      expect(first.messageId).toMatch(/^<.+@.+>$/);
      expect(second.messageId).not.toBe(first.messageId);
    });
  });
}
