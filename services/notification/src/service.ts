// The notification service as the runtime runs it: its alerts table, the events it turns
// (social, chat and outing ones) into alerts or mails, its alert calls, the mail queue it
// works off, and web push: the devices' subscriptions and the push queues.
import path from 'node:path';
import {
  AccountRegistered,
  ChatCreated,
  ChatMessagePosted,
  FriendRequestAnswered,
  FriendRequestSent,
  FriendshipEnded,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
  PasswordResetRequested,
  ProfileUpdated,
  VerificationRequested,
} from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { notificationConfigSchema } from './config';
import { createAlertService } from './application/alert.service';
import { createMailService } from './application/mail.service';
import { createOutingAlertService } from './application/outing-alerts.service';
import { createPushService } from './application/push.service';
import { passwordResetRequestedHandler, verificationRequestedHandler } from './events/mail-request.handler';
import { chatCreatedHandler, chatMessagePostedHandler } from './events/chat.handler';
import {
  outingCompletedHandler,
  outingCompletionMarkedHandler,
  outingCreatedHandler,
  outingDeletedHandler,
  outingMembershipChangedHandler,
} from './events/outing.handler';
import { friendRequestAnsweredHandler, friendRequestSentHandler, friendshipEndedHandler } from './events/social-graph.handler';
import { accountRegisteredHandler, profileUpdatedHandler } from './events/user-name.handler';
import { alertsRoutes } from './http/alerts.routes';
import { pushRoutes } from './http/push.routes';
import { notificationApi } from './http/openapi';
import { MAIL_QUEUE } from './jobs/mail-queue';
import { mailJob } from './jobs/mail.job';
import { PUSH_DELIVERY_QUEUE, PUSH_QUEUE } from './jobs/push-queues';
import { pushDeliveryJob, pushJob } from './jobs/push.job';
import { BROWSER_PUSH_HOSTS } from './domain/push-host';
import type { PushEndpointPolicy } from './domain/push-endpoint';
import { systemResolver, type HostResolver } from './push/checked-address';
import { defaultVapidSubject } from './push/vapid-subject';
import { createWebPushSender } from './push/web-push-sender';

export interface NotificationServiceOptions {
  /** How push endpoint hosts are resolved before connecting; tests map names to loopback (this machine has no DNS). */
  resolveHost?: HostResolver;
}

export function createNotificationService({ resolveHost = systemResolver }: NotificationServiceOptions = {}): ServiceModule<'notification'> {
  return {
    name: 'notification',
    migrationsFolder: path.resolve(__dirname, '../migrations'),
    async create(context) {
      const config = loadConfig(notificationConfigSchema, context.env);
      const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
      const vapid = publicKey && privateKey ? { publicKey, privateKey, subject: config.VAPID_SUBJECT ?? defaultVapidSubject(context.publicUrl) } : null;
      if (!vapid) context.logger.warn('web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
      const endpointPolicy: PushEndpointPolicy = {
        knownHostsOnly: config.NODE_ENV === 'production',
        allowedHosts: [...BROWSER_PUSH_HOSTS, ...(config.PUSH_ALLOWED_HOSTS ?? [])],
        allowLoopback: config.PUSH_ALLOW_LOOPBACK,
      };
      if (endpointPolicy.allowLoopback) context.logger.warn('PUSH_ALLOW_LOOPBACK: pushes may go to this machine (development only)');
      const push = createPushService({
        ...context,
        sender: vapid && createWebPushSender({ vapid, endpointPolicy, resolveHost }),
        vapidPublicKey: vapid?.publicKey ?? null,
        endpointPolicy,
      });
      const mail = createMailService(context);
      const alerts = createAlertService(context, push);
      const outingAlerts = createOutingAlertService(context, push);
      // Alerts report what happened: an outing event older than one applied still alerts.
      const everyVersion = { everyVersion: true };
      const app = createServiceApp({
        logger: context.logger,
        openapi: notificationApi,
        readiness: { database: () => context.database.ping() },
        routes: (routes) => routes.use(alertsRoutes(alerts), pushRoutes(push)),
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
          on(ChatMessagePosted, chatMessagePostedHandler(push)),
          on(AccountRegistered, accountRegisteredHandler),
          on(ProfileUpdated, profileUpdatedHandler),
          on(OutingCreated, outingCreatedHandler(outingAlerts), everyVersion),
          on(OutingMembershipChanged, outingMembershipChangedHandler(outingAlerts), everyVersion),
          on(OutingCompletionMarked, outingCompletionMarkedHandler(outingAlerts), everyVersion),
          on(OutingCompleted, outingCompletedHandler(outingAlerts), everyVersion),
          on(OutingDeleted, outingDeletedHandler(outingAlerts), everyVersion),
        ],
        jobs: { [MAIL_QUEUE]: mailJob(mail), [PUSH_QUEUE]: pushJob(push), [PUSH_DELIVERY_QUEUE]: pushDeliveryJob(push) },
      };
    },
  };
}

export const notificationService = createNotificationService();
