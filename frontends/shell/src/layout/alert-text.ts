// What an alert says (spec §3 "Notification", §4 "Friend request notification"). `name`
// is the first name of whoever the alert is about, the sender or the answerer.
import { NOTIFICATION_TEXTS, type NotificationView } from '@outings/contracts';

const OTHER_TEXTS: Record<Exclude<NotificationView['type'], 'friend-request' | 'friend-request-update'>, string> = {
  'outing-invite': 'You were invited to an outing by',
  'outing-invite-update': 'Your outing invite was answered by',
  'outing-leave': 'An outing was left by',
  'outing-join': 'An outing was joined by',
  'outing-complete': 'An outing was completed with',
  'outing-marked-complete': 'An outing was marked complete by',
  'friend-removed': 'You are no longer friends with',
  'chat-created': 'A chat was started by',
};

export function alertText(alert: NotificationView, name: string): string {
  if (alert.type === 'friend-request') return `${name} sent you a friend request`;
  if (alert.type === 'friend-request-update') {
    const text = alert.status === 'denied' ? NOTIFICATION_TEXTS.friendRequestDenied : NOTIFICATION_TEXTS.friendRequestAccepted;
    return `${text} ${name}`;
  }
  return `${OTHER_TEXTS[alert.type]} ${name}`;
}

/** Whose alert it is about: who asked, else who did it. */
export const alertPerson = (alert: NotificationView): string | undefined => alert.from ?? alert.by;

/** A request the user answered already: what they answered, shown under its text. */
export function answerOf(alert: NotificationView): string | null {
  if (alert.type !== 'friend-request') return null;
  if (alert.status === 'accepted') return 'Accepted';
  if (alert.status === 'denied') return 'Denied';
  return null;
}
