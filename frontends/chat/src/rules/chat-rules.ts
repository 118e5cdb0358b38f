// The chat screens' rules (spec §2 chat list and chat modal, §4 "Unread messages",
// "Sending a message"): a chat's name, where 'New Below' goes and how the messages held
// merge. Kept pure so they are tested without a screen.
import { LAST_READ_INITIALIZED, type ChatView, type MessageView, type PublicProfileView } from '@outings/contracts';
import { fullName } from '@outings/fe-kit';

/** A message as the browser holds it: stored, or still waiting for its acknowledgement. */
export type LocalMessage = MessageView & { state?: 'pending' | 'failed'; error?: string };

/**
 * Where 'New Below' goes: the index of the message it stands before, or null. After the
 * message the user read last, or after their own last message if that came later (what one
 * wrote oneself is read); before the first one while the marker is 'initialized'; only
 * when a message from someone else follows.
 */
export function newBelowIndex(messages: readonly MessageView[], lastRead: string | undefined, userID: string): number | null {
  if (!lastRead) return null;
  const afterRead = lastRead === LAST_READ_INITIALIZED ? 0 : messages.findIndex((message) => message.id === lastRead) + 1;
  if (afterRead === 0 && lastRead !== LAST_READ_INITIALIZED) return null;
  const afterOwn = messages.findLastIndex((message) => message.user === userID) + 1;
  const start = Math.max(afterRead, afterOwn);
  return start < messages.length ? start : null;
}

const isLocal = (message: LocalMessage) => message.state !== undefined;

/**
 * Both lists by id, the incoming (server's) version winning; stored messages in the order
 * they were sent, the ones still unsent last.
 */
export function mergeMessages(current: readonly LocalMessage[], incoming: readonly LocalMessage[]): LocalMessage[] {
  const byID = new Map<string, LocalMessage>();
  [...current, ...incoming].forEach((message) => byID.set(message.id, message));
  const all = [...byID.values()];
  const stored = all.filter((message) => !isLocal(message)).sort((a, b) => (a.sent < b.sent ? -1 : a.sent > b.sent ? 1 : 0));
  return [...stored, ...all.filter(isLocal)];
}

/**
 * A chat's name: the activity for an outing chat (the server's name), the other member's
 * full name for a 1:1, the other members' first names for a group.
 */
export function chatName(chat: ChatView, members: readonly PublicProfileView[], userID: string): string {
  if (chat.name) return chat.name;
  const others = members.filter((member) => member._id !== userID);
  if (chat.kind === 'direct') return others[0] ? fullName(others[0]) : 'Chat';
  const names = others.map((member) => member.first_name);
  if (!names.length) return 'Chat';
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} .. 4+` : names.join(', ');
}
