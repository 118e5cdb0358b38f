// The notification service in cluster mode: events from RabbitMQ, mail jobs on BullMQ
// (Redis), mail delivered over SMTP to a test server that keeps what it receives.
import { PasswordResetRequested, VerificationRequested, createEvent } from '@outings/contracts';
import { startTestSmtpServer, type SmtpCatcher } from '../../../../libs/mail/test/smtp-catcher';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { notificationService } from '../../src/service';

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
});
