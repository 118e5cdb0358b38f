// The notification service as the runtime runs it: its alerts table, the events it turns
// into alerts or mails, its alert calls and the mail queue it works off.
import path from 'node:path';
import { ChatCreated, FriendRequestAnswered, FriendRequestSent, FriendshipEnded, PasswordResetRequested, VerificationRequested } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createAlertService } from './application/alert.service';
import { createMailService } from './application/mail.service';
import { passwordResetRequestedHandler, verificationRequestedHandler } from './events/mail-request.handler';
import { chatCreatedHandler } from './events/chat.handler';
import { friendRequestAnsweredHandler, friendRequestSentHandler, friendshipEndedHandler } from './events/social-graph.handler';
import { alertsRoutes } from './http/alerts.routes';
import { MAIL_QUEUE, mailJob } from './jobs/mail.job';

export const notificationService: ServiceModule<'notification'> = {
  name: 'notification',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const mail = createMailService(context);
    const alerts = createAlertService(context);
    const app = createServiceApp({
      logger: context.logger,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(alertsRoutes(alerts)),
    });
    return {
      app,
      subscriptions: [
        on(VerificationRequested, verificationRequestedHandler(mail)),
        on(PasswordResetRequested, passwordResetRequestedHandler(mail)),
        on(FriendRequestSent, friendRequestSentHandler(alerts)),
        on(FriendRequestAnswered, friendRequestAnsweredHandler(alerts)),
        on(FriendshipEnded, friendshipEndedHandler(alerts)),
        on(ChatCreated, chatCreatedHandler(alerts)),
      ],
      jobs: { [MAIL_QUEUE]: mailJob(mail) },
    };
  },
};
