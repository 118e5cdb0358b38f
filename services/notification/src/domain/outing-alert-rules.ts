// What each outing event makes of the alerts (spec §3 "Notification", the outing types).
// Pure: the event's data in, the alerts to write and the answers to record out. Every
// outing event carries the whole membership as of its version, so each rule reads who
// to tell from the event itself; the notification service applies every version (a late
// event still reports what happened).
import type {
  EventData,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingMembershipChanged,
  NotificationStatus,
  NotificationType,
} from '@outings/contracts';
import type { NewAlert } from './alert-rules';

/** The answer an invitee gave, as the outing's later alerts record it (an outing invites each user once). */
export interface KnownInviteAnswer {
  userId: string;
  answer: 'accepted' | 'denied';
}

/**
 * Each invitee gets a pending `outing-invite` from the creator. When the invitee's answer
 * came first (events of one outing can arrive out of order), the invite arrives settled
 * with it instead of answerable for ever.
 */
export function outingInviteAlerts(created: EventData<typeof OutingCreated>, known: readonly KnownInviteAnswer[]): NewAlert[] {
  return [...new Set(created.invitedIds)].map((userId) => ({
    userId,
    type: 'outing-invite',
    status: known.find((answer) => answer.userId === userId)?.answer ?? 'pending',
    createdAt: new Date(created.createdAt),
    fromUserId: created.creatorId,
    outingId: created.outingId,
  }));
}

/**
 * The answers the outing's alerts already report: an `outing-join` by someone accepted
 * their invite, an `outing-invite-update` carries the answer given.
 */
export function knownInviteAnswers(
  reports: ReadonlyArray<{ type: NotificationType; status: NotificationStatus; byUserId: string | null }>,
): KnownInviteAnswer[] {
  return reports.flatMap(({ type, status, byUserId }): KnownInviteAnswer[] => {
    if (byUserId === null) return [];
    if (type === 'outing-join') return [{ userId: byUserId, answer: 'accepted' }];
    if (type === 'outing-invite-update' && (status === 'accepted' || status === 'denied')) return [{ userId: byUserId, answer: status }];
    return [];
  });
}

/** The invitee's answer a membership change records: joining accepts the invite, turning it down denies it. */
export function inviteAnswerOf(changed: EventData<typeof OutingMembershipChanged>): { userId: string; answer: 'accepted' | 'denied' } | null {
  const { kind, userId } = changed.change;
  if (kind === 'joined') return { userId, answer: 'accepted' };
  if (kind === 'invite-denied') return { userId, answer: 'denied' };
  return null;
}

/**
 * Who hears of a membership change: on a join the creator (`outing-invite-update`,
 * accepted) and the other members (`outing-join`); on a refusal the creator
 * (`outing-invite-update`, denied); on a leave the remaining members (`outing-leave`).
 * The creator hears nothing of their own act, nor once they left the outing.
 */
export function membershipChangeAlerts(changed: EventData<typeof OutingMembershipChanged>): NewAlert[] {
  const { kind, userId: actor } = changed.change;
  const base = { status: 'none' as const, createdAt: new Date(changed.changedAt), byUserId: actor, outingId: changed.outingId };
  const others = [...new Set(changed.memberIds)].filter((userId) => userId !== actor);
  const creatorHears = changed.creatorId !== actor && changed.memberIds.includes(changed.creatorId);
  const toCreator = (status: 'accepted' | 'denied'): NewAlert[] =>
    creatorHears ? [{ ...base, userId: changed.creatorId, type: 'outing-invite-update', status }] : [];
  switch (kind) {
    case 'joined':
      return [
        ...toCreator('accepted'),
        ...others.filter((userId) => userId !== changed.creatorId).map((userId): NewAlert => ({ ...base, userId, type: 'outing-join' })),
      ];
    case 'invite-denied':
      return toCreator('denied');
    case 'left':
      return others.map((userId): NewAlert => ({ ...base, userId, type: 'outing-leave' }));
  }
}

/** The other members learn who marked the outing complete. */
export function completionMarkedAlerts(marked: EventData<typeof OutingCompletionMarked>): NewAlert[] {
  return [...new Set(marked.memberIds)]
    .filter((userId) => userId !== marked.userId)
    .map((userId) => ({
      userId,
      type: 'outing-marked-complete',
      status: 'none',
      createdAt: new Date(marked.markedAt),
      byUserId: marked.userId,
      outingId: marked.outingId,
    }));
}

/** Every member learns the outing is complete. */
export function outingCompleteAlerts(completed: EventData<typeof OutingCompleted>): NewAlert[] {
  return [...new Set(completed.memberIds)].map((userId) => ({
    userId,
    type: 'outing-complete',
    status: 'none',
    createdAt: new Date(completed.completedAt),
    outingId: completed.outingId,
  }));
}

/**
 * The invite a cleared alert turns down (spec §4 'Clearing an outing invite marks it
 * denied'): an `outing-invite` still open to an answer and not cleared before. Null for
 * any other alert, and for an invite answered already (joined or denied: nothing to deny).
 */
export function inviteDeniedByClearing(alert: {
  type: NotificationType;
  status: NotificationStatus;
  outingId: string | null;
  clearedAt: Date | null;
}): { outingId: string } | null {
  const open = alert.status === 'pending' || alert.status === 'none';
  if (alert.type !== 'outing-invite' || !open || alert.outingId === null || alert.clearedAt !== null) return null;
  return { outingId: alert.outingId };
}
