// One chat as the browser holds it while its modal is open (spec §2 chat modal, §4
// "Sending a message"): the messages loaded so far, the stored ones merged by id with those
// still waiting for their acknowledgement, and where 'New Below' stays for this visit.
// Pure: the chat's query (queries/chat-query.ts) keeps its data with these.
import type { ChatView, MessageView, PublicProfileView } from '@outings/contracts';
import { withoutMember } from '@outings/fe-kit';
import { mergeMessages, type LocalMessage } from './chat-rules';

export interface ChatData {
  chat: ChatView;
  members: readonly PublicProfileView[];
  /** Those who left the chat: their notices, and the messages they wrote, name them. */
  leftMembers: readonly PublicProfileView[];
  messages: readonly LocalMessage[];
  /** Older messages than those loaded are stored. */
  hasOlder: boolean;
  /** The user's last-read marker as it was when the chat was opened: where 'New Below' stays. */
  lastReadAtOpen: string | undefined;
  /** This visit of the modal has read the chat (a new visit starts with the server's marker). */
  visitRead: boolean;
}

const firstStored = (messages: readonly LocalMessage[]) => messages.find((message) => message.state === undefined);

/**
 * The chat's latest page read: merged with what is held (pending ones stay, older pages
 * loaded stay). A visit's first read takes the server's marker and whether older messages
 * exist; later reads keep the visit's marker, and the older pages' answer while messages
 * older than the page are held.
 */
export function withLatestPage(
  held: ChatData | undefined,
  chat: ChatView,
  members: readonly PublicProfileView[],
  userID: string,
  leftMembers: readonly PublicProfileView[] = [],
): ChatData {
  const messages = mergeMessages(held?.messages ?? [], chat.messages);
  const sameVisit = held?.visitRead === true;
  const oldestHeld = held && firstStored(held.messages);
  const pageStart = chat.messages[0];
  const olderHeld = oldestHeld !== undefined && pageStart !== undefined && oldestHeld.sent < pageStart.sent;
  return {
    chat,
    members,
    leftMembers,
    messages,
    hasOlder: sameVisit && olderHeld ? held.hasOlder : chat.hasOlder,
    lastReadAtOpen: sameVisit ? held.lastReadAtOpen : chat.last_read[userID],
    visitRead: true,
  };
}

/** The page before the first message held ('Load older'). */
export function withOlderPage(held: ChatData, page: ChatView): ChatData {
  return { ...held, hasOlder: page.hasOlder, messages: mergeMessages(page.messages, held.messages) };
}

/** One message in place of the one with its id (a pending one becomes the stored one), else added. */
export function upsertMessage(messages: readonly LocalMessage[], message: LocalMessage): LocalMessage[] {
  return messages.some((known) => known.id === message.id) ? mergeMessages(messages.map((known) => (known.id === message.id ? message : known)), []) : mergeMessages(messages, [message]);
}

/** A `left` notice pushed into the open chat: the one who left goes from its members to those who left. */
export function withLeftNotice(held: ChatData, notice: MessageView): ChatData {
  const leaver = held.members.find((member) => member._id === notice.user);
  if (!leaver) return held;
  return {
    ...held,
    chat: withoutMember(held.chat, notice.user),
    members: held.members.filter((member) => member !== leaver),
    leftMembers: [...held.leftMembers, leaver],
  };
}

/** A stored message in its place by id; a `left` notice also takes the one who left off the members. */
export function withMessage(held: ChatData, message: MessageView): ChatData {
  const received = { ...held, messages: upsertMessage(held.messages, message) };
  return message.kind === 'left' ? withLeftNotice(received, message) : received;
}

/** The last stored message: what reading the chat moves the marker to. */
export const lastStoredID = (messages: readonly LocalMessage[]): string | undefined => [...messages].reverse().find((message) => message.state === undefined)?.id;
