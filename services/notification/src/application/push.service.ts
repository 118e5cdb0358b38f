// Web push, the use cases: devices subscribe and unsubscribe; each new alert and each chat
// message becomes a job once its transaction commits (never holding the event that caused
// it); the job pushes to every device of a user whose app is closed (no socket open on
// any gateway); a device the push service no longer knows is dropped, and so is one whose
// endpoint is refused when sending (it resolves into this network).
import type { ChatMessagePosted, EventData, PushMessage, PushSubscriptionJson } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { JobMeta } from '@outings/jobs';
import type { ServiceContext } from '@outings/runtime';
import { HttpError, badRequest, type Logger } from '@outings/service-kit';
import { alertPushMessage, chatMessagePushMessage, isWorthAPush } from '../domain/push-message';
import { checkPushEndpoint, type PushEndpointPolicy } from '../domain/push-endpoint';
import { pushOutcome } from '../domain/push-outcome';
import {
  PUSH_DELIVERY_JOB_OPTIONS,
  PUSH_DELIVERY_QUEUE,
  PUSH_JOB_OPTIONS,
  PUSH_QUEUE,
  type PushDeliveryJob,
  type PushJob,
} from '../jobs/push-queues';
import {
  deletePushSubscription,
  deleteUserPushSubscription,
  findPushSubscription,
  pushSubscriptionsOf,
  upsertPushSubscription,
} from '../persistence/push-subscription.repository';
import type { AlertRow } from '../persistence/schema';
import { firstNamesOf } from '../persistence/user-name.repository';
import type { PushSender } from '../push/web-push-sender';

/** A push waiting on an offline device loses its point after a day. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushService {
  /** The VAPID public key browsers subscribe with; 503 when push is not configured. */
  vapidPublicKey(): string;
  /** 400 for an endpoint the service will not send to; 409 for another user's device subscribed with other keys. */
  subscribe(userId: string, subscription: PushSubscriptionJson): Promise<void>;
  /** False when the user has no such device. */
  unsubscribe(userId: string, endpoint: string): Promise<boolean>;
  /** Queues a push for each alert worth one, once `tx` commits. `outing` names the outing the alerts are about. */
  alertsStored(tx: Db, alerts: readonly AlertRow[], outing?: string): Promise<void>;
  /** Queues a push of the message for each recipient, once `tx` commits. */
  messagePosted(tx: Db, posted: EventData<typeof ChatMessagePosted>): Promise<void>;
  /** The `push` job: a device delivery each, unless the user's app is open. */
  fanOut(job: PushJob, meta: JobMeta): Promise<void>;
  /** The `push-delivery` job: rejects on 429/5xx and network failures, so the queue retries. */
  deliver(job: PushDeliveryJob, meta: JobMeta): Promise<void>;
}

export interface PushDependencies extends Pick<ServiceContext<'notification'>, 'database' | 'jobs' | 'realtime' | 'afterCommit' | 'logger'> {
  /** Null: no VAPID keys configured, push is off. */
  sender: PushSender | null;
  vapidPublicKey: string | null;
  /** Which endpoints are taken at subscribe time (the sender checks them again, with their addresses). */
  endpointPolicy: PushEndpointPolicy;
}

const subscribedElsewhere = () =>
  new HttpError(409, { header: 'Subscribed Elsewhere', message: 'This device is subscribed for another account.' });
const pushUnavailable = () => new HttpError(503, { header: 'Push Unavailable', message: 'Push notifications are not configured on this server.' });

export function createPushService(dependencies: PushDependencies): PushService {
  const { database, jobs, realtime, afterCommit, sender, endpointPolicy } = dependencies;
  const logger: Logger = dependencies.logger.child({ component: 'push' });

  /** Queued after the commit: a rolled-back alert pushes nothing. `jobId` makes a redelivery one push. */
  function queue(tx: Db, jobId: string, job: PushJob): void {
    if (!sender) return;
    afterCommit(tx, () => {
      jobs.add<PushJob>(PUSH_QUEUE, job, { jobId, ...PUSH_JOB_OPTIONS }).catch((error: unknown) => {
        logger.warn({ err: error, jobId }, 'push not queued');
      });
    });
  }

  return {
    vapidPublicKey() {
      if (dependencies.vapidPublicKey === null) throw pushUnavailable();
      return dependencies.vapidPublicKey;
    },

    async subscribe(userId, { endpoint, keys }) {
      if (!sender) throw pushUnavailable();
      const check = checkPushEndpoint(endpoint, endpointPolicy);
      if (!check.ok) throw badRequest(check.message);
      if (!(await upsertPushSubscription(database.db, { endpoint, p256dh: keys.p256dh, auth: keys.auth, userId }))) throw subscribedElsewhere();
    },

    unsubscribe: (userId, endpoint) => deleteUserPushSubscription(database.db, userId, endpoint),

    async alertsStored(tx, alerts, outing) {
      const worth = alerts.filter(isWorthAPush);
      if (!sender || worth.length === 0) return;
      const names = await firstNamesOf(tx, worth.flatMap((alert) => alert.fromUserId ?? alert.byUserId ?? []));
      for (const alert of worth) {
        const personId = alert.fromUserId ?? alert.byUserId;
        const message = alertPushMessage({
          id: alert.id,
          type: alert.type,
          status: alert.status,
          person: (personId && names.get(personId)) ?? null,
          outing: outing ?? null,
        });
        queue(tx, `alert-${alert.id}`, { userId: alert.userId, message, urgency: 'normal' });
      }
    },

    async messagePosted(tx, posted) {
      if (!sender) return;
      const names = await firstNamesOf(tx, [posted.senderId]);
      const message = chatMessagePushMessage({ chatId: posted.chatId, sender: names.get(posted.senderId) ?? null, preview: posted.preview });
      for (const userId of new Set(posted.recipientIds)) {
        queue(tx, `message-${posted.messageId}-${userId}`, { userId, message, urgency: 'high' });
      }
    },

    async fanOut(job, meta) {
      // Decided now, not when the alert was made: the app may have closed or opened since.
      if (await realtime.isOnline(job.userId)) {
        logger.debug({ jobId: meta.id }, 'no push: the app is open');
        return;
      }
      for (const subscription of await pushSubscriptionsOf(database.db, job.userId)) {
        const data: PushDeliveryJob = { ...job, subscriptionId: subscription.id };
        await jobs.add<PushDeliveryJob>(PUSH_DELIVERY_QUEUE, data, { jobId: `${meta.id}-${subscription.id}`, ...PUSH_DELIVERY_JOB_OPTIONS });
      }
    },

    async deliver(job, meta) {
      if (!sender) return;
      const subscription = await findPushSubscription(database.db, job.subscriptionId);
      // Unsubscribed, dropped or moved to another user (another account on that browser) since.
      if (!subscription || subscription.userId !== job.userId) return;
      const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
      const delivery = await sender(target, job.message satisfies PushMessage, { ttlSeconds: TTL_SECONDS, urgency: job.urgency });
      // The endpoint is a capability URL: logs name the subscription, never the endpoint.
      const sent = { jobId: meta.id, attempt: meta.attempt, subscriptionId: subscription.id };
      if ('refused' in delivery) {
        // An address of this network (or a name now resolving to one): never retried, dropped like a 410.
        await deletePushSubscription(database.db, subscription.id);
        logger.warn({ ...sent, reason: delivery.refused }, 'push endpoint refused: subscription dropped');
        return;
      }
      const { status } = delivery;
      const outcome = pushOutcome(status);
      const log = { ...sent, status };
      if (outcome === 'delivered') {
        logger.info(log, 'push sent');
      } else if (outcome === 'gone') {
        await deletePushSubscription(database.db, subscription.id);
        logger.info(log, 'push subscription gone: dropped');
      } else if (outcome === 'retry') {
        throw new Error(`the push service answered ${status}`);
      } else {
        logger.warn(log, 'push refused by the push service');
      }
    },
  };
}
