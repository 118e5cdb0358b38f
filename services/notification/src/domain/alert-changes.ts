// What each push of the notification service tells a browser to read again (`update-user`
// carries a UserUpdate): a new alert changes the alerts and what it reports on, so a
// browser reloads that and nothing else. Pure.
import type { UserUpdate, UserUpdateTopic } from '@outings/contracts';
import type { NewAlert } from './alert-rules';

const about = (topics: UserUpdateTopic[], id: string | undefined): UserUpdate => (id === undefined ? { topics } : { topics, ids: [id] });

/** The alerts, and what the alert is about: the answerer's or remover's card, the chat, the outing. */
export function changeOfAlert(alert: NewAlert): UserUpdate {
  switch (alert.type) {
    // Nothing the asked one's browser shows of the asker changes until they answer.
    case 'friend-request':
      return { topics: ['alerts'] };
    case 'friend-request-update':
    case 'friend-removed':
    case 'invite-joined':
    case 'invited-by':
      return about(['alerts', 'friends'], alert.byUserId);
    case 'chat-created':
      return about(['alerts', 'chats'], alert.chatId);
    case 'outing-invite':
    case 'outing-invite-update':
    case 'outing-leave':
    case 'outing-join':
    case 'outing-complete':
    case 'outing-marked-complete':
      return about(['alerts', 'outings'], alert.outingId);
  }
}

/** One push per user for several alerts stored at once: their topics and ids together. */
export function changesOfAlerts(alerts: readonly NewAlert[]): Map<string, UserUpdate> {
  const byUser = new Map<string, { topics: Set<UserUpdateTopic>; ids: Set<string>; whole: boolean }>();
  for (const alert of alerts) {
    const change = changeOfAlert(alert);
    const merged = byUser.get(alert.userId) ?? { topics: new Set(), ids: new Set(), whole: false };
    change.topics.forEach((topic) => merged.topics.add(topic));
    change.ids?.forEach((id) => merged.ids.add(id));
    // A change about a topic as a whole covers every id (the alerts list has none).
    merged.whole ||= change.ids === undefined && change.topics.some((topic) => topic !== 'alerts');
    byUser.set(alert.userId, merged);
  }
  return new Map([...byUser].map(([userId, { topics, ids, whole }]) => [userId, whole ? { topics: [...topics] } : { topics: [...topics], ids: [...ids] }]));
}

/** Whoever answered a friend request: their alert of it settled, and on acceptance a new friend. */
export const changeOfAnswering = (answer: 'accepted' | 'denied', askerId: string): UserUpdate =>
  answer === 'accepted' ? about(['alerts', 'friends'], askerId) : { topics: ['alerts'] };

/** Whoever ended a friendship: one friend less. */
export const changeOfEndedFriendship = (otherUserId: string): UserUpdate => about(['friends'], otherUserId);

/** A member of a new chat: its creator gets the chat, the others its alert too. */
export const changeOfNewChat = (chatId: string, memberId: string, creatorId: string): UserUpdate =>
  about(memberId === creatorId ? ['chats'] : ['alerts', 'chats'], chatId);

/** Someone whose outing changed with no alert of their own (its creator, one who joined or left). */
export const changeOfOuting = (outingId: string): UserUpdate => about(['outings'], outingId);

/** Whoever answered an outing invite (by joining or declining): their alert of it settled, and the outing. */
export const changeOfAnsweredInvite = (outingId: string): UserUpdate => about(['alerts', 'outings'], outingId);

/** An invite taken back as its outing is gone: the alert and the outing both. */
export const changeOfDeletedOuting = (outingId: string): UserUpdate => about(['alerts', 'outings'], outingId);

/** The user answered or cleared one of their alerts. */
export const ALERTS_CHANGED: UserUpdate = Object.freeze({ topics: ['alerts'] });
