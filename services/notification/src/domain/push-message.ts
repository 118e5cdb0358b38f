// What a push says (spec §3 "Notification", the alerts modal's wording: the shell's
// layout/alert-text.ts) and which screen a click opens. Pure: the alert, the first name of
// whoever it is about and the outing's name in, the PushMessage the service worker shows out.
import { INVITE_ALERT_TEXTS, NOTIFICATION_TEXTS, type NotificationStatus, type NotificationType, type PushMessage } from '@outings/contracts';
import { ANSWERABLE_TYPES } from './alert-rules';

/** When the user names table has not heard of them (yet). */
export const SOMEONE = 'Someone';
/** When the event named no outing. */
export const AN_OUTING = 'an outing';

/** What a push is made from: an alert as stored, with the names its ids stand for. */
export interface AlertForPush {
  id: string;
  type: NotificationType;
  status: NotificationStatus;
  /** First name of who asked or acted (`from`, else `by`). */
  person: string | null;
  outing: string | null;
}

type Text = (name: string, outing: string, status: NotificationStatus) => string;

const TEXTS: Record<NotificationType, { title: string; body: Text }> = {
  'friend-request': { title: 'Friend request', body: (name) => `${name} sent you a friend request` },
  'friend-request-update': {
    title: 'Friend request',
    body: (name, _outing, status) => `${status === 'denied' ? NOTIFICATION_TEXTS.friendRequestDenied : NOTIFICATION_TEXTS.friendRequestAccepted} ${name}`,
  },
  'friend-removed': { title: 'Friends', body: (name) => `You are no longer friends with ${name}` },
  'chat-created': { title: 'New chat', body: (name) => `A chat was started by ${name}` },
  'outing-invite': { title: 'Outing invite', body: (name, outing) => `${name} invited you to ${outing}` },
  'outing-invite-update': {
    title: 'Outing invite',
    body: (name, outing, status) => `${name} ${status === 'denied' ? 'declined' : 'accepted'} your invite to ${outing}`,
  },
  'outing-join': { title: 'Outing', body: (name, outing) => `${name} joined ${outing}` },
  'outing-leave': { title: 'Outing', body: (name, outing) => `${name} left ${outing}` },
  'outing-marked-complete': { title: 'Outing', body: (name, outing) => `${name} marked ${outing} complete` },
  'outing-complete': { title: 'Outing completed', body: (_name, outing) => `${capitalised(outing)} is completed!` },
  'invite-joined': { title: 'New friend', body: INVITE_ALERT_TEXTS['invite-joined'] },
  'invited-by': { title: 'New friend', body: INVITE_ALERT_TEXTS['invited-by'] },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The screen that shows what the alert is about; the alerts modal opens from the top bar of each. */
export function alertUrl(type: NotificationType): string {
  if (type === 'chat-created') return '/chat';
  if (type.startsWith('friend-') || type === 'invite-joined' || type === 'invited-by') return '/social';
  // The profile lists the user's outings; the alert itself opens the outing over it.
  return '/profile';
}

/** A request the user answered already (elsewhere, before its alert arrived) is no news. */
export const isWorthAPush = (alert: Pick<AlertForPush, 'type' | 'status'>): boolean =>
  !(ANSWERABLE_TYPES.includes(alert.type) && (alert.status === 'accepted' || alert.status === 'denied'));

export function alertPushMessage(alert: AlertForPush): PushMessage {
  const { title, body } = TEXTS[alert.type];
  return {
    title,
    body: body(alert.person ?? SOMEONE, alert.outing ?? AN_OUTING, alert.status),
    url: alertUrl(alert.type),
    // One per alert: a second push about the same alert (none today) would replace it.
    tag: `alert-${alert.id}`,
  };
}

/** A chat message: one push per chat, each replacing the last, so a burst shows as its newest. */
export function chatMessagePushMessage(message: { chatId: string; sender: string | null; preview: string }): PushMessage {
  return { title: message.sender ?? SOMEONE, body: message.preview, url: '/chat', tag: `chat-${message.chatId}` };
}
