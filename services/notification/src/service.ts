// The notification service as the runtime runs it: the mail requests it consumes and the
// mail queue it works off. It keeps no tables yet (alerts and web push come later).
import { PasswordResetRequested, VerificationRequested } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createMailService } from './application/mail.service';
import { passwordResetRequestedHandler, verificationRequestedHandler } from './events/mail-request.handler';
import { MAIL_QUEUE, mailJob } from './jobs/mail.job';

export const notificationService: ServiceModule<'notification'> = {
  name: 'notification',
  migrationsFolder: null,
  async create(context) {
    const mail = createMailService(context);
    const app = createServiceApp({
      logger: context.logger,
      readiness: { database: () => context.database.ping() },
      routes: () => undefined,
    });
    return {
      app,
      subscriptions: [
        on(VerificationRequested, verificationRequestedHandler(mail)),
        on(PasswordResetRequested, passwordResetRequestedHandler(mail)),
      ],
      jobs: { [MAIL_QUEUE]: mailJob(mail) },
    };
  },
};
