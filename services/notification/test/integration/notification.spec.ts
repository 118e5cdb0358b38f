// The notification service in cluster mode: events from RabbitMQ, mail jobs on BullMQ
// (Redis), mail delivered over SMTP to a test server that keeps what it receives.
import type { ParsedMail } from 'mailparser';
import { PasswordResetRequested, VerificationRequested, createEvent } from '@outings/contracts';
import { startTestSmtpServer, type SmtpCatcher } from '../../../../libs/mail/test/smtp-catcher';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { notificationService } from '../../src/service';

const recipientsOf = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((field) => field.value.map((address) => address.address ?? ''));

describe('notification service on RabbitMQ, Redis and SMTP', () => {
  let smtp: SmtpCatcher;
  let services: TestServices;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    services = await clusterTestServices('notification', { SMTP_URL: smtp.url, MAIL_FROM: 'Outings <no-reply@outings.test>' });
    await services.start(notificationService);
  });

  afterAll(async () => {
    await services.dispose();
    await smtp.close();
  });

  it('mails the verification link intact, once for a redelivered event', async () => {
    const verifyUrl = 'http://localhost:8080/auth/verify-email?userID=u1&token=Xy_9-aBc';
    const event = createEvent(VerificationRequested, { userId: 'u1', email: 'sam@example.com', firstName: 'Sam', verifyUrl });
    await services.infrastructure.bus.publish(event);
    await services.infrastructure.bus.publish(event);

    const mail = await smtp.waitFor((received) => received.subject === 'Verify your Outings account');
    expect(mail.to).toMatchObject({ value: [{ address: 'sam@example.com' }] });
    expect(mail.from?.text).toContain('no-reply@outings.test');
    expect(mail.text?.split('\n')).toContain(verifyUrl);
    expect(mail.html).toContain(`href="${verifyUrl.replace('&', '&#38;')}"`);

    // The next mail arriving, and a moment more, leave the duplicate time to show up.
    const resetUrl = 'http://localhost:8080/reset-password/u1?token=Zz';
    await services.infrastructure.bus.publish(createEvent(PasswordResetRequested, { userId: 'u1', email: 'sam@example.com', firstName: 'Sam', resetUrl }));
    const reset = await smtp.waitFor((received) => received.subject === 'Reset your Outings password');
    expect(reset.text).toContain(resetUrl);
    expect(reset.text).toContain('expires in 1 hour');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((received) => received.subject === 'Verify your Outings account')).toHaveLength(1);
  });

  it('mails nobody for an address that is not one plain address, and goes on with the next mail', async () => {
    const verifyUrl = 'http://localhost:8080/auth/verify-email?userID=u2&token=Tt';
    const refused = ['victim@example.com <attacker@evil.example>', 'a@x.example, b@y.example, c@z.example'].map((email) =>
      createEvent(VerificationRequested, { userId: 'u2', email, firstName: 'Eve', verifyUrl }),
    );
    for (const event of refused) await services.infrastructure.bus.publish(event);
    await waitFor('the refused mail requests handled', async () => (await Promise.all(refused.map((event) => services.handled('notification', event.id)))).every(Boolean));

    const before = smtp.messages.length;
    await services.infrastructure.bus.publish(createEvent(VerificationRequested, { userId: 'u3', email: 'kim@example.com', firstName: 'Kim', verifyUrl }));
    const mail = await smtp.waitFor((received) => recipientsOf(received).includes('kim@example.com'));
    // The refused jobs were queued before Kim's: a moment more, and any mail of theirs would be here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.slice(before)).toEqual([mail]);
    expect(smtp.messages.flatMap(recipientsOf).filter((address) => /evil|victim|@[xyz]\.example$/.test(address))).toEqual([]);
  });
});
