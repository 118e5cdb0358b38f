// The chat rules (spec §3 "Chat", "Message"; §4 "Unread messages", "Sending a message").
// Pure: rows in, decisions and views out; time is passed in.
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  LAST_READ_INITIALIZED,
  type ChatKind,
  type ChatView,
  type MessageKind,
  type MessageView,
} from '@outings/contracts';

/**
 * A member as the rules need it: `lastReadSeq` null is 'initialized' (never read); `flaked`
 * the chat's outing, or `left` the (group) chat: kept, without access.
 */
export interface Member {
  userId: string;
  lastReadSeq: number | null;
  flaked: boolean;
  left: boolean;
}

export interface StoredMessage {
  seq: number;
  id: string;
  userId: string;
  text: string;
  kind: MessageKind;
  sentAt: Date;
}

export interface ChatFacts {
  id: string;
  kind: ChatKind;
  name: string;
  outingId: string | null;
  outingActivity: { _id: string; name: string; category: string } | null;
  touchedAt: Date;
}

/**
 * Whether a message is unread for a member: newer than their marker (every message while
 * it is 'initialized'), and not their own. Decision: one's own messages never count as
 * unread (sending also moves the sender's marker to the message, see `markerAfterSending`).
 */
export function isUnreadFor(member: Pick<Member, 'userId' | 'lastReadSeq'>, message: Pick<StoredMessage, 'seq' | 'userId'>): boolean {
  if (message.userId === member.userId) return false;
  return member.lastReadSeq === null || message.seq > member.lastReadSeq;
}

export function unreadCount(member: Pick<Member, 'userId' | 'lastReadSeq'>, messages: readonly Pick<StoredMessage, 'seq' | 'userId'>[]): number {
  return messages.filter((message) => isUnreadFor(member, message)).length;
}

type Presence = Pick<Member, 'flaked' | 'left'>;

/** The members who may read and post: those who neither flaked the chat's outing nor left the chat. */
export const activeMembers = <M extends Presence>(members: readonly M[]): M[] => members.filter((member) => !member.flaked && !member.left);

/** Who a message is for (its web push): the active members other than its sender, in the members' order. */
export const messageRecipients = (senderId: string, members: readonly (Pick<Member, 'userId'> & Presence)[]): string[] =>
  activeMembers(members).filter((member) => member.userId !== senderId).map((member) => member.userId);

export type Access = 'member' | 'not-member' | 'flaked' | 'left';

/** Who may read, post and join the chat's room: a member who neither flaked nor left. */
export function accessOf(member: Presence | undefined): Access {
  if (!member) return 'not-member';
  if (member.flaked) return 'flaked';
  return member.left ? 'left' : 'member';
}

/**
 * Whether a member hid the chat: from hiding (`hiddenAtSeq`, the chat's last message then)
 * until a message comes after it. Decision: a new message shows the chat again with all its
 * unread messages (hiding reads nothing), and asking for the 1:1 again ('+ Chat') shows it too.
 */
export const isHidden = (hiddenAtSeq: number | null, lastSeq: number): boolean => hiddenAtSeq !== null && lastSeq <= hiddenAtSeq;

/**
 * Whether the chat shows in a user's list (and counts for their Chats badge): not once they
 * flaked its outing or left it, nor while they hide it.
 */
export const isListedFor = (member: Presence & { hiddenAtSeq: number | null }, lastSeq: number): boolean =>
  accessOf(member) === 'member' && !isHidden(member.hiddenAtSeq, lastSeq);

/** Only a 1:1 is hidden: a group is left, an outing's chat goes with leaving the outing. */
export const mayHide = (kind: ChatKind): boolean => kind === 'direct';

export type LeavePlan = { kind: 'refused' } | { kind: 'leave'; remaining: string[] } | { kind: 'delete' };

/**
 * What leaving does. Only a group chat is left (a 1:1 is hidden instead; an outing's chat
 * is left by leaving the outing). The others keep it with a notice; the last one to leave
 * takes it with them: nobody could read it again.
 */
export function planLeave(kind: ChatKind, userId: string, members: readonly (Pick<Member, 'userId'> & Presence)[]): LeavePlan {
  if (kind !== 'group') return { kind: 'refused' };
  const remaining = activeMembers(members).map((member) => member.userId).filter((id) => id !== userId);
  return remaining.length === 0 ? { kind: 'delete' } : { kind: 'leave', remaining };
}

/** Those who left the chat, in the members' order: their notices name them. */
export const leftMembers = (members: readonly Pick<Member, 'userId' | 'left'>[]): string[] => members.filter((member) => member.left).map((member) => member.userId);

/** The active members whose marker is at or after the message. */
export function readBy(seq: number, members: readonly Member[]): string[] {
  return activeMembers(members)
    .filter((member) => member.lastReadSeq !== null && member.lastReadSeq >= seq)
    .map((member) => member.userId);
}

/** Member → the id of the message at their marker, or 'initialized' (active members only). */
export function lastReadView(members: readonly Member[], idAtSeq: ReadonlyMap<number, string>): Record<string, string> {
  const view: Record<string, string> = {};
  for (const member of activeMembers(members)) {
    const id = member.lastReadSeq === null ? undefined : idAtSeq.get(member.lastReadSeq);
    view[member.userId] = id ?? LAST_READ_INITIALIZED;
  }
  return view;
}

/** A marker moves forward only: reading an older message keeps the newer marker. */
export function movedMarker(current: number | null, target: number): number {
  return current === null ? target : Math.max(current, target);
}

/** After posting, the sender has read up to their own message. */
export const markerAfterSending = movedMarker;

export type ChatPlan =
  | { kind: 'refused'; reason: 'no-members' | 'not-friends' | 'too-many' }
  | { kind: 'direct'; memberIds: [string, string] }
  | { kind: 'group'; memberIds: string[] };

/**
 * What `POST /chats` makes: the caller first, then the others de-duplicated, the caller
 * among them ignored. Every other must be the caller's friend. One other is a 1:1, more a
 * group; either exists once per member set (see `memberSetKey`).
 */
export function planChat(callerId: string, withUsers: readonly string[], friendIds: ReadonlySet<string>): ChatPlan {
  const others = [...new Set(withUsers)].filter((id) => id !== callerId);
  if (others.length === 0) return { kind: 'refused', reason: 'no-members' };
  if (others.length > CHAT_LIMITS.withUsersMax) return { kind: 'refused', reason: 'too-many' };
  if (others.some((id) => !friendIds.has(id))) return { kind: 'refused', reason: 'not-friends' };
  const [only] = others;
  if (others.length === 1 && only !== undefined) return { kind: 'direct', memberIds: [callerId, only] };
  return { kind: 'group', memberIds: [callerId, ...others] };
}

/**
 * The one key of a chat's member set, whoever started it and in whatever order the members
 * were named. Decision: a 1:1 or group chat exists once per member set: asking again for
 * exactly the members of an existing one answers that chat (no new chat, no new alerts),
 * so repeating the call cannot fill the members' lists. Outing chats are the outing's and
 * never reused; a set with one member more or less is another chat. Only the members who
 * are still in count: after someone left a group, asking for the set with them again makes
 * a new group (they are not brought back into the chat they left, nor is it answered
 * without them), and asking for those who stayed answers the old one.
 */
export const memberSetKey = (memberIds: readonly string[]): string => [...new Set(memberIds)].sort().join(' ');

export type TextCheck = { ok: true; text: string } | { ok: false; message: string };

/** A message's text, checked again on the server: trimmed, not empty, at most `messageMax` characters. */
export function checkMessageText(raw: string): TextCheck {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: CHAT_MESSAGES.emptyMessage };
  if (text.length > CHAT_LIMITS.messageMax) return { ok: false, message: CHAT_MESSAGES.messageLength };
  return { ok: true, text };
}

/** An outing's membership as chat members: those in, then those who flaked (kept, flaked). */
export function outingMembers(memberIds: readonly string[], flakedIds: readonly string[]): Array<{ userId: string; flaked: boolean; left: false }> {
  const inside = [...new Set(memberIds)];
  const flaked = [...new Set(flakedIds)].filter((id) => !inside.includes(id));
  return [...inside.map((userId) => ({ userId, flaked: false, left: false as const })), ...flaked.map((userId) => ({ userId, flaked: true, left: false as const }))];
}

/**
 * Who gained and who lost the use of a chat when its members became `after`: the gainers'
 * sockets join its room and their browsers reload their chats, the losers' sockets leave it
 * at once (else they would go on receiving its messages until they reconnect).
 */
export function accessChanges(before: readonly (Pick<Member, 'userId'> & Presence)[], after: readonly (Pick<Member, 'userId'> & Presence)[]): { gained: string[]; lost: string[] } {
  const activeBefore = new Set(activeMembers(before).map((member) => member.userId));
  const activeAfter = new Set(activeMembers(after).map((member) => member.userId));
  return {
    gained: [...activeAfter].filter((userId) => !activeBefore.has(userId)),
    lost: [...activeBefore].filter((userId) => !activeAfter.has(userId)),
  };
}

export function toMessageView(message: StoredMessage, members: readonly Member[]): MessageView {
  return {
    id: message.id,
    message: message.text,
    user: message.userId,
    sent: message.sentAt.toISOString(),
    readBy: readBy(message.seq, members),
    // A text message says nothing of its kind: the contract's default.
    ...(message.kind === 'text' ? {} : { kind: message.kind }),
  };
}

export interface ChatViewInput {
  chat: ChatFacts;
  /** In order, the creator first. */
  members: readonly Member[];
  /** Oldest first. */
  messages: readonly StoredMessage[];
  idAtSeq: ReadonlyMap<number, string>;
  unread: number;
  hasOlder: boolean;
}

export function toChatView({ chat, members, messages, idAtSeq, unread, hasOlder }: ChatViewInput): ChatView {
  const users = activeMembers(members).map((member) => member.userId);
  const leftUsers = leftMembers(members);
  return {
    _id: chat.id,
    kind: chat.kind,
    name: chat.name,
    users,
    ...(leftUsers.length > 0 ? { leftUsers } : {}),
    ...(chat.outingId !== null && chat.outingActivity !== null
      ? { outing: { _id: chat.outingId, activity: chat.outingActivity, users } }
      : {}),
    messages: messages.map((message) => toMessageView(message, members)),
    last_read: lastReadView(members, idAtSeq),
    touched: chat.touchedAt.toISOString(),
    unread,
    hasOlder,
  };
}
