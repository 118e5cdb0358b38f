// The alert use cases. Event handlers and routes stay thin and call these. Whenever a
// user's alerts or friends change, that user's sockets are told (`update-user`, naming
// what changed: domain/alert-changes.ts) once the change has committed, so the browser
// reloads that of what is already stored. Each new alert is also a web push for a user
// whose app is closed (push.service.ts).
import {
  createEvent,
  NOTIFICATION_LIMITS,
  OutingInviteCleared,
  type ChatCreated,
  type EventData,
  type FriendRequestAnswered,
  type FriendRequestSent,
  type FriendshipEnded,
  type NotificationAnswer,
  type UserUpdate,
} from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { HttpError, pageOf, type KeysetPosition } from '@outings/service-kit';
import {
  chatCreatedAlerts,
  friendRemovedAlert,
  friendRequestAlert,
  friendRequestUpdateAlert,
  inviteFriendshipAlerts,
  settlement,
  type NewAlert,
} from '../domain/alert-rules';
import { ALERTS_CHANGED, changeOfAlert, changeOfAnswering, changeOfEndedFriendship, changeOfNewChat } from '../domain/alert-changes';
import { inviteDeniedByClearing } from '../domain/outing-alert-rules';
import {
  clearAlert,
  clearSettledAlerts,
  countNeedingAttention,
  findAlert,
  friendRequestUpdates,
  insertAlert,
  listAlerts,
  openFriendRequests,
  setAlertStatus,
} from '../persistence/alert.repository';
import type { AlertRow } from '../persistence/schema';
import type { PushService } from './push.service';

/** A page of the alerts list, the next page's cursor (null on the last) and the badge's count over all of them. */
export interface AlertPage {
  alerts: AlertRow[];
  next: string | null;
  needingAttention: number;
}

export interface AlertService {
  /** A page of the user's alerts not cleared, newest first: the first, or the one after `before`. */
  list(userId: string, before: KeysetPosition | null): Promise<AlertPage>;
  /** Null when the user has no such alert (another user's included). */
  get(userId: string, alertId: string): Promise<AlertRow | null>;
  /** Records the answer to a request alert; null when the user has no such alert. Refusals are 409s. */
  settle(userId: string, alertId: string, answer: NotificationAnswer): Promise<AlertRow | null>;
  /**
   * Takes the alert off the user's list; false when the user has no such alert. Clearing
   * an invite still open to an answer turns it down: `OutingInviteCleared` tells the
   * outing service, in the same transaction.
   */
  dismiss(userId: string, alertId: string): Promise<boolean>;
  /** 'Clear all': takes off the list every alert but the requests and invites still open to an answer; how many it took. */
  clearSettled(userId: string): Promise<number>;
  friendRequestSent(tx: Db, sent: EventData<typeof FriendRequestSent>): Promise<void>;
  friendRequestAnswered(tx: Db, answered: EventData<typeof FriendRequestAnswered>): Promise<void>;
  friendshipEnded(tx: Db, ended: EventData<typeof FriendshipEnded>): Promise<void>;
  chatCreated(tx: Db, created: EventData<typeof ChatCreated>): Promise<void>;
}

const REFUSALS = {
  'not-answerable': new HttpError(409, { header: 'Nothing To Answer', message: 'This alert does not ask for an answer.' }),
  'already-answered': new HttpError(409, { header: 'Already Answered', message: 'This request was already answered.' }),
};

export function createAlertService(
  { database, outbox, realtime }: Pick<ServiceContext<'notification'>, 'database' | 'outbox' | 'realtime'>,
  push: Pick<PushService, 'alertsStored'>,
): AlertService {
  const changed = (tx: Db, userId: string, change: UserUpdate) => realtime.toUser(tx, userId, 'update-user', change);

  async function store(tx: Db, alert: NewAlert): Promise<void> {
    await push.alertsStored(tx, [await insertAlert(tx, alert)]);
    changed(tx, alert.userId, changeOfAlert(alert));
  }

  return {
    async list(userId, before) {
      const size = NOTIFICATION_LIMITS.pageSize;
      const [rows, needingAttention] = await Promise.all([listAlerts(database.db, userId, before, size + 1), countNeedingAttention(database.db, userId)]);
      const { items, next } = pageOf(rows, size, (alert) => ({ at: alert.createdAt, id: alert.id }));
      return { alerts: items, next, needingAttention };
    },
    get: (userId, alertId) => findAlert(database.db, userId, alertId),

    settle(userId, alertId, answer) {
      return database.transaction(async (tx) => {
        const alert = await findAlert(tx, userId, alertId, true);
        if (!alert) return null;
        const decision = settlement(alert, answer);
        if (decision.kind === 'refused') throw REFUSALS[decision.reason];
        if (decision.kind === 'unchanged') return alert;
        const settled = await setAlertStatus(tx, alert.id, answer);
        changed(tx, userId, ALERTS_CHANGED);
        return settled;
      });
    },

    dismiss(userId, alertId) {
      return database.transaction(async (tx) => {
        const alert = await findAlert(tx, userId, alertId, true);
        if (!alert) return false;
        if (alert.clearedAt === null) {
          const now = new Date();
          const denied = inviteDeniedByClearing(alert);
          await clearAlert(tx, alert.id, now);
          if (denied) await outbox.add(tx, createEvent(OutingInviteCleared, { userId, outingId: denied.outingId, clearedAt: now.toISOString() }));
          changed(tx, userId, ALERTS_CHANGED);
        }
        return true;
      });
    },

    clearSettled(userId) {
      return database.transaction(async (tx) => {
        const cleared = await clearSettledAlerts(tx, userId, new Date());
        if (cleared > 0) changed(tx, userId, ALERTS_CHANGED);
        return cleared;
      });
    },

    async friendRequestSent(tx, sent) {
      const answers = await friendRequestUpdates(tx, sent.fromUserId, sent.toUserId, new Date(sent.sentAt));
      const known = answers.flatMap((row) =>
        row.status === 'accepted' || row.status === 'denied' ? [{ answer: row.status, answeredAt: row.createdAt }] : [],
      );
      await store(tx, friendRequestAlert(sent, known));
    },

    async friendRequestAnswered(tx, answered) {
      // Through an invite link nobody asked: each of the two learns of the other.
      if (answered.via === 'invite-link') {
        for (const alert of inviteFriendshipAlerts(answered)) await store(tx, alert);
        return;
      }
      await store(tx, friendRequestUpdateAlert(answered));
      // The answerer's own alert of that request, unless settled already (a redelivered or repeated answer changes nothing).
      const open = await openFriendRequests(tx, answered.toUserId, answered.fromUserId, new Date(answered.answeredAt));
      for (const alert of open) {
        if (settlement(alert, answered.answer).kind === 'settle') await setAlertStatus(tx, alert.id, answered.answer);
      }
      // The answerer's requests (and on acceptance friends) changed too: their other devices reload.
      changed(tx, answered.toUserId, changeOfAnswering(answered.answer, answered.fromUserId));
    },

    async friendshipEnded(tx, ended) {
      await store(tx, friendRemovedAlert(ended));
      // The one who ended it has one friend less, on every device.
      changed(tx, ended.byUserId, changeOfEndedFriendship(ended.otherUserId));
    },

    async chatCreated(tx, created) {
      const stored: AlertRow[] = [];
      for (const alert of chatCreatedAlerts(created)) stored.push(await insertAlert(tx, alert));
      await push.alertsStored(tx, stored);
      // Every member's chat list changed, the creator's too (their other devices).
      for (const userId of new Set(created.memberIds)) changed(tx, userId, changeOfNewChat(created.chatId, userId, created.createdBy));
    },
  };
}
