// The outing events' alerts (the rules: domain/outing-alert-rules.ts). Each runs in the
// event's transaction; whoever's alerts or outings changed is told (`update-user`, naming
// the outing: domain/alert-changes.ts) once it commits, and each new alert is a web push
// for a user whose app is closed (push.service.ts).
import type { EventData, OutingCompleted, OutingCompletionMarked, OutingCreated, OutingDeleted, OutingMembershipChanged, UserUpdate } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { changeOfAnsweredInvite, changesOfAlerts, changeOfDeletedOuting, changeOfOuting } from '../domain/alert-changes';
import { settlement, type NewAlert } from '../domain/alert-rules';
import {
  completionMarkedAlerts,
  inviteAnswerOf,
  knownInviteAnswers,
  membershipChangeAlerts,
  outingCompleteAlerts,
  outingInviteAlerts,
} from '../domain/outing-alert-rules';
import { insertAlert, setAlertStatus } from '../persistence/alert.repository';
import type { AlertRow } from '../persistence/schema';
import type { PushService } from './push.service';
import {
  deleteAlerts,
  isOutingDeleted,
  openOutingInvites,
  outingAnswerAlerts,
  recordOutingDeleted,
} from '../persistence/outing-alert.repository';

export interface OutingAlertService {
  outingCreated(tx: Db, created: EventData<typeof OutingCreated>): Promise<void>;
  membershipChanged(tx: Db, changed: EventData<typeof OutingMembershipChanged>): Promise<void>;
  completionMarked(tx: Db, marked: EventData<typeof OutingCompletionMarked>): Promise<void>;
  outingCompleted(tx: Db, completed: EventData<typeof OutingCompleted>): Promise<void>;
  outingDeleted(tx: Db, deleted: EventData<typeof OutingDeleted>): Promise<void>;
}

export function createOutingAlertService(
  { realtime }: Pick<ServiceContext<'notification'>, 'realtime'>,
  push: Pick<PushService, 'alertsStored'>,
): OutingAlertService {
  const tell = (tx: Db, userIds: Iterable<string>, change: UserUpdate) => {
    for (const userId of new Set(userIds)) realtime.toUser(tx, userId, 'update-user', change);
  };

  /** `outing`: the outing's name (its activity's), which the pushes say. */
  async function store(tx: Db, alerts: readonly NewAlert[], outing: string): Promise<void> {
    const stored: AlertRow[] = [];
    for (const alert of alerts) stored.push(await insertAlert(tx, alert));
    await push.alertsStored(tx, stored, outing);
    for (const [userId, change] of changesOfAlerts(alerts)) realtime.toUser(tx, userId, 'update-user', change);
  }

  return {
    async outingCreated(tx, created) {
      // Invited to an outing already deleted (its events came out of order): nothing to answer.
      const invites = (await isOutingDeleted(tx, created.outingId))
        ? []
        : outingInviteAlerts(created, knownInviteAnswers(await outingAnswerAlerts(tx, created.outingId)));
      await store(tx, invites, created.activity.name);
      // Members' (the creator's other devices) outing lists changed too.
      tell(tx, created.memberIds, changeOfOuting(created.outingId));
    },

    async membershipChanged(tx, changed) {
      const answer = inviteAnswerOf(changed);
      let settled = false;
      if (answer) {
        // The invite's answer lands here; one settled already (the same answer again) changes nothing.
        for (const invite of await openOutingInvites(tx, changed.outingId, answer.userId)) {
          if (settlement(invite, answer.answer).kind === 'settle') {
            await setAlertStatus(tx, invite.id, answer.answer);
            settled = true;
          }
        }
      }
      await store(tx, membershipChangeAlerts(changed), changed.activity.name);
      // A settled invite no longer counts for the answerer's badge: their alerts changed too.
      tell(tx, [changed.change.userId], settled ? changeOfAnsweredInvite(changed.outingId) : changeOfOuting(changed.outingId));
    },

    completionMarked: (tx, marked) => store(tx, completionMarkedAlerts(marked), marked.activity.name),

    outingCompleted: (tx, completed) => store(tx, outingCompleteAlerts(completed), completed.activity.name),

    async outingDeleted(tx, deleted) {
      await recordOutingDeleted(tx, deleted.outingId, new Date(deleted.deletedAt));
      // An invite to an outing that is gone must not stay answerable: it goes.
      const invites = await openOutingInvites(tx, deleted.outingId);
      await deleteAlerts(tx, invites.map(({ id }) => id));
      tell(tx, invites.map(({ userId }) => userId), changeOfDeletedOuting(deleted.outingId));
    },
  };
}
