// What each social-graph and chat event makes of the alerts (the outing events':
// outing-alert-rules.ts), and which answers an alert takes. Pure: the events' data in,
// rows to write or a decision out.
import { ANSWERABLE_ALERT_TYPES, openToAnswer } from '@outings/contracts';
import type {
  ChatCreated,
  EventData,
  FriendRequestAnswered,
  FriendRequestSent,
  FriendshipEnded,
  NotificationAnswer,
  NotificationStatus,
  NotificationType,
} from '@outings/contracts';

export interface NewAlert {
  userId: string;
  type: NotificationType;
  status: NotificationStatus;
  createdAt: Date;
  fromUserId?: string;
  byUserId?: string;
  chatId?: string;
  outingId?: string;
}

/** A request already answered elsewhere (the social page, another device), as its update alert records it. */
export interface KnownAnswer {
  answer: 'accepted' | 'denied';
  answeredAt: Date;
}

/**
 * The one asked gets a `friend-request` alert. Events about one pair can arrive out of
 * order: when the answer to this very request came first (an answer given at or after
 * it was sent), the alert arrives settled with that answer instead of pending for ever.
 */
export function friendRequestAlert(sent: EventData<typeof FriendRequestSent>, knownAnswers: readonly KnownAnswer[]): NewAlert {
  const sentAt = new Date(sent.sentAt);
  const answered = knownAnswers
    .filter(({ answeredAt }) => answeredAt.getTime() >= sentAt.getTime())
    .sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime())[0];
  return { userId: sent.toUserId, type: 'friend-request', status: answered?.answer ?? 'pending', createdAt: sentAt, fromUserId: sent.fromUserId };
}

/** The asker learns the answer ('Your friend request was accepted by' / '… denied by'). */
export function friendRequestUpdateAlert(answered: EventData<typeof FriendRequestAnswered>): NewAlert {
  return {
    userId: answered.fromUserId,
    type: 'friend-request-update',
    status: answered.answer,
    createdAt: new Date(answered.answeredAt),
    byUserId: answered.toUserId,
  };
}

/** A sign-up through an invite link: the link's owner learns who joined, the newcomer who invited them. */
export function inviteFriendshipAlerts(answered: EventData<typeof FriendRequestAnswered>): NewAlert[] {
  const createdAt = new Date(answered.answeredAt);
  return [
    { userId: answered.fromUserId, type: 'invite-joined', status: 'none', createdAt, byUserId: answered.toUserId },
    { userId: answered.toUserId, type: 'invited-by', status: 'none', createdAt, byUserId: answered.fromUserId },
  ];
}

/** The one dropped learns who ended the friendship. */
export function friendRemovedAlert(ended: EventData<typeof FriendshipEnded>): NewAlert {
  return { userId: ended.otherUserId, type: 'friend-removed', status: 'none', createdAt: new Date(ended.endedAt), byUserId: ended.byUserId };
}

/** Every member of a new chat but its creator gets a `chat-created` alert ('A chat was started by …'). */
export function chatCreatedAlerts(created: EventData<typeof ChatCreated>): NewAlert[] {
  return [...new Set(created.memberIds)]
    .filter((userId) => userId !== created.createdBy)
    .map((userId) => ({
      userId,
      type: 'chat-created',
      status: 'none',
      createdAt: new Date(created.createdAt),
      byUserId: created.createdBy,
      chatId: created.chatId,
    }));
}

/** The alert types a user answers. */
export const ANSWERABLE_TYPES = ANSWERABLE_ALERT_TYPES;

/**
 * Whether an alert on the list counts for the Alerts badge: a friend request or an outing
 * invite while it waits for its answer, any other alert until it is cleared (the
 * repository's `countNeedingAttention` counts the same in the database).
 */
export function needsAttention(alert: { type: NotificationType; status: NotificationStatus }): boolean {
  return ANSWERABLE_TYPES.includes(alert.type) ? alert.status === 'pending' : true;
}

/**
 * Whether 'Clear all' takes an alert off the list: every one but those still open to an
 * answer (the repository's `clearSettledAlerts` picks the same in the database).
 */
export function clearedByClearAll(alert: { type: NotificationType; status: NotificationStatus }): boolean {
  return !openToAnswer(alert);
}

export type Settlement =
  | { kind: 'settle' }
  /** Already in that state: the same answer twice (a repeated call, a redelivered event) changes nothing. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'not-answerable' | 'already-answered' };

/**
 * Whether `answer` may settle an alert. A pending request takes any answer; one looked at
 * without answering (`none`) can still be answered; an answered one keeps its answer.
 */
export function settlement(alert: { type: NotificationType; status: NotificationStatus }, answer: NotificationAnswer): Settlement {
  if (!ANSWERABLE_TYPES.includes(alert.type)) return { kind: 'refused', reason: 'not-answerable' };
  if (alert.status === answer) return { kind: 'unchanged' };
  if (alert.status === 'pending' || alert.status === 'none') return { kind: 'settle' };
  return { kind: 'refused', reason: 'already-answered' };
}
