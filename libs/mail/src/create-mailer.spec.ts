import { captureLogs } from '../test/log-capture';
import { createMailer } from './create-mailer';

const from = 'Outings <no-reply@outings.local>';
const mail = { to: 'ana@example.com', subject: 'Hi', text: 'Open http://localhost:8080/auth/verify-email?userId=u1&token=s3cret' };

describe('createMailer', () => {
  it.each([undefined, ''])('prints mail to the terminal, not to the log, when the SMTP URL is %p', async (smtpUrl) => {
    const capture = captureLogs();
    const printed: string[] = [];
    const mailer = createMailer({ smtpUrl, from, logger: capture.logger, print: (text) => printed.push(text) });
    const { messageId } = await mailer.send(mail);
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@outings\.local>$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To: ana@example.com');
    expect(printed[0]).toContain('Links:\n  http://localhost:8080/auth/verify-email?userId=u1&token=s3cret');
    expect(capture.entries()).toEqual([expect.objectContaining({ messageId, msg: expect.stringMatching(/printed to the terminal/) })]);
    expect(JSON.stringify(capture.entries())).not.toMatch(/ana@example\.com|s3cret/);
  });

  it('refuses to send in production without an SMTP server, printing and logging nothing', async () => {
    const capture = captureLogs();
    const printed: string[] = [];
    const mailer = createMailer({ from, logger: capture.logger, production: true, print: (text) => printed.push(text) });
    await expect(mailer.send(mail)).rejects.toThrow(/SMTP_URL is not set/);
    expect(printed).toEqual([]);
    expect(capture.entries()).toEqual([]);
  });

  it('uses SMTP when a URL is given, refusing one that is not SMTP', () => {
    const { logger } = captureLogs();
    expect(() => createMailer({ smtpUrl: 'http://mail.example', from, logger })).toThrow(/smtp:\/\//);
  });
});
