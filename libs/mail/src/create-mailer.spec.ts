import { captureLogs } from '../test/log-capture';
import { createMailer } from './create-mailer';

const from = 'Outings <no-reply@outings.local>';

describe('createMailer', () => {
  it.each([undefined, ''])('writes mail to the log when the SMTP URL is %p', async (smtpUrl) => {
    const capture = captureLogs();
    const mailer = createMailer({ smtpUrl, from, logger: capture.logger });
    const { messageId } = await mailer.send({ to: 'ana@example.com', subject: 'Hi', text: 'Hello' });
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@outings\.local>$/);
    expect(capture.entries()).toEqual([
      expect.objectContaining({ mail: expect.objectContaining({ to: 'ana@example.com', subject: 'Hi' }) }),
    ]);
  });

  it('uses SMTP when a URL is given, refusing one that is not SMTP', () => {
    const { logger } = captureLogs();
    expect(() => createMailer({ smtpUrl: 'http://mail.example', from, logger })).toThrow(/smtp:\/\//);
  });
});
