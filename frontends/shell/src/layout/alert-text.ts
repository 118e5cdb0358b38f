// What an alert says (spec §3 "Notification", §4 "Friend request notification"). `name`
// is the first name of whoever the alert is about, the sender or the answerer; `outing`
// the name of the outing it is about, from the user's outings (else 'an outing').
import { INVITE_ALERT_TEXTS, NOTIFICATION_TEXTS, type NotificationView } from '@outings/contracts';

/** When the user's outings do not hold it (deleted since, or not read yet). */
export const UNKNOWN_OUTING = 'an outing';

type Texts = { [Type in NotificationView['type']]: (name: string, outing: string, alert: NotificationView) => string };

// The spec names the types only; the outing texts are ours.
const TEXTS: Texts = {
  'friend-request': (name) => `${name} sent you a friend request`,
  'friend-request-update': (name, _outing, alert) =>
    `${alert.status === 'denied' ? NOTIFICATION_TEXTS.friendRequestDenied : NOTIFICATION_TEXTS.friendRequestAccepted} ${name}`,
  'friend-removed': (name) => `You are no longer friends with ${name}`,
  'chat-created': (name) => `A chat was started by ${name}`,
  'outing-invite': (name, outing) => `${name} invited you to ${outing}`,
  'outing-invite-update': (name, outing, alert) => `${name} ${alert.status === 'denied' ? 'declined' : 'accepted'} your invite to ${outing}`,
  'outing-join': (name, outing) => `${name} joined ${outing}`,
  'outing-leave': (name, outing) => `${name} left ${outing}`,
  'outing-marked-complete': (name, outing) => `${name} marked ${outing} complete`,
  'outing-complete': (_name, outing) => `${capitalised(outing)} is completed!`,
  'invite-joined': INVITE_ALERT_TEXTS['invite-joined'],
  'invited-by': INVITE_ALERT_TEXTS['invited-by'],
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function alertText(alert: NotificationView, name: string, outing: string = UNKNOWN_OUTING): string {
  return TEXTS[alert.type](name, outing, alert);
}

/** Whose alert it is about: who asked, else who did it. */
export const alertPerson = (alert: NotificationView): string | undefined => alert.from ?? alert.by;

/** A request (friend or outing invite) the user answered already: what they answered. */
export function answerOf(alert: NotificationView): string | null {
  if (alert.type !== 'friend-request' && alert.type !== 'outing-invite') return null;
  if (alert.status === 'accepted') return 'Accepted';
  if (alert.status === 'denied') return 'Denied';
  return null;
}

/** Waits for the user's answer: Accept/Deny a friend, Join/Clear an outing. */
export const awaitsAnswer = (alert: NotificationView): boolean =>
  (alert.type === 'friend-request' || alert.type === 'outing-invite') && alert.status === 'pending';
