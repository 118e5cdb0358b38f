// The notification service as the runtime runs it: its alerts table, the events it turns
// (social, chat and outing ones) into alerts or mails, its alert calls and the mail queue it works off.
import path from 'node:path';
import {
  ChatCreated,
  FriendRequestAnswered,
  FriendRequestSent,
  FriendshipEnded,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
  PasswordResetRequested,
  VerificationRequested,
} from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createAlertService } from './application/alert.service';
import { createMailService } from './application/mail.service';
import { createOutingAlertService } from './application/outing-alerts.service';
import { passwordResetRequestedHandler, verificationRequestedHandler } from './events/mail-request.handler';
import { chatCreatedHandler } from './events/chat.handler';
import {
  outingCompletedHandler,
  outingCompletionMarkedHandler,
  outingCreatedHandler,
  outingDeletedHandler,
  outingMembershipChangedHandler,
} from './events/outing.handler';
import { friendRequestAnsweredHandler, friendRequestSentHandler, friendshipEndedHandler } from './events/social-graph.handler';
import { alertsRoutes } from './http/alerts.routes';
import { MAIL_QUEUE, mailJob } from './jobs/mail.job';

export const notificationService: ServiceModule<'notification'> = {
  name: 'notification',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const mail = createMailService(context);
    const alerts = createAlertService(context);
    const outingAlerts = createOutingAlertService(context);
    // Alerts report what happened: an outing event older than one applied still alerts.
    const everyVersion = { everyVersion: true };
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
        on(OutingCreated, outingCreatedHandler(outingAlerts), everyVersion),
        on(OutingMembershipChanged, outingMembershipChangedHandler(outingAlerts), everyVersion),
        on(OutingCompletionMarked, outingCompletionMarkedHandler(outingAlerts), everyVersion),
        on(OutingCompleted, outingCompletedHandler(outingAlerts), everyVersion),
        on(OutingDeleted, outingDeletedHandler(outingAlerts), everyVersion),
      ],
      jobs: { [MAIL_QUEUE]: mailJob(mail) },
    };
  },
};
