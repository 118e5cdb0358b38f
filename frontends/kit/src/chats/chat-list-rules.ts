// The chat list as the browser holds it (spec §2 Chats badge, §4 "Unread messages"): the
// pages loaded so far with their members, newest touched first, and the server's unread
// total over all the user's chats (the Chats badge), moved by what happens to the chats
// held. Pure: the chat list query (chat-list-query.ts) keeps its data with these.
import type { ChatList, ChatView, MessageView, PublicProfileView } from '@outings/contracts';
import { withFirstPage, withNextPage, type PagedList } from '../lists/paged-list';
import { sortByTouched, unreadTotalAfter } from './chat-rules';

export interface ChatListData {
  chats: readonly ChatView[];
  chatMembersMap: Readonly<Record<string, readonly PublicProfileView[]>>;
  /** The cursor of the list's next page; null once every chat is loaded. */
  next: string | null;
  /** The unread messages across all the user's chats: the Chats badge. */
  unreadTotal: number;
}

export const EMPTY_CHAT_LIST: ChatListData = { chats: [], chatMembersMap: {}, next: null, unreadTotal: 0 };

const touchedPosition = (chat: ChatView) => ({ at: chat.touched, id: chat._id });
const pagedOf = (list: ChatListData): PagedList<ChatView> => ({ items: list.chats, next: list.next });

/** The list's first page read (again): chats loaded from later pages stay below it. */
export function withFirstListPage(held: ChatListData | undefined, page: ChatList): ChatListData {
  const list = withFirstPage(pagedOf(held ?? EMPTY_CHAT_LIST), { items: page.chats, next: page.next }, touchedPosition);
  return { chats: sortByTouched(list.items), next: list.next, unreadTotal: page.unreadTotal, chatMembersMap: { ...held?.chatMembersMap, ...page.chatMembersMap } };
}

/** The list's next page, below the chats loaded. */
export function withNextListPage(held: ChatListData, page: ChatList): ChatListData {
  const list = withNextPage(pagedOf(held), { items: page.chats, next: page.next });
  return { chats: sortByTouched(list.items), next: list.next, unreadTotal: page.unreadTotal, chatMembersMap: { ...held.chatMembersMap, ...page.chatMembersMap } };
}

/**
 * A chat as the server answered it (created, or its messages read) in the list, with its
 * last message only; none unread while its modal is open (`open`).
 */
export function withChat(held: ChatListData, chat: ChatView, open: boolean, members?: readonly PublicProfileView[]): ChatListData {
  const listed: ChatView = { ...chat, messages: chat.messages.slice(-1), unread: open ? 0 : chat.unread };
  return {
    ...held,
    unreadTotal: unreadTotalAfter(held.unreadTotal, held.chats.find((known) => known._id === chat._id), listed),
    chats: sortByTouched([listed, ...held.chats.filter((known) => known._id !== chat._id)]),
    chatMembersMap: members ? { ...held.chatMembersMap, [chat._id]: members } : held.chatMembersMap,
  };
}

/**
 * A new message's effect on a chat held in the list: touched, last message, unread count.
 * A `left` notice also takes the one who left off the chat's members.
 */
export function withNewMessage(held: ChatListData, chatID: string, message: MessageView, unread: (chat: ChatView) => number): ChatListData {
  const before = held.chats.find((chat) => chat._id === chatID);
  if (!before) return held;
  const touched = { ...before, touched: message.sent, messages: [message], unread: unread(before) };
  const after = message.kind === 'left' ? withoutMember(touched, message.user) : touched;
  const members = held.chatMembersMap[chatID];
  return {
    ...held,
    unreadTotal: unreadTotalAfter(held.unreadTotal, before, after),
    chats: sortByTouched(held.chats.map((chat) => (chat._id === chatID ? after : chat))),
    chatMembersMap: message.kind === 'left' && members ? { ...held.chatMembersMap, [chatID]: members.filter((member) => member._id !== message.user) } : held.chatMembersMap,
  };
}

/** The chat once `userID` left it: among those who left, no longer a member. */
export function withoutMember(chat: ChatView, userID: string): ChatView {
  if (!chat.users.includes(userID)) return chat;
  return { ...chat, users: chat.users.filter((id) => id !== userID), leftUsers: [...(chat.leftUsers ?? []), userID] };
}

/** A chat the user left or hid: off the list, its unread messages off the badge. */
export function withoutChat(held: ChatListData, chatID: string): ChatListData {
  const gone = held.chats.find((chat) => chat._id === chatID);
  if (!gone) return held;
  const { [chatID]: _members, ...chatMembersMap } = held.chatMembersMap;
  return {
    ...held,
    chats: held.chats.filter((chat) => chat._id !== chatID),
    chatMembersMap,
    unreadTotal: Math.max(0, held.unreadTotal - gone.unread),
  };
}
