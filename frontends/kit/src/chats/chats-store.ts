// The user's chats, app-wide (spec §2 Chats badge, §4 "Unread messages"): the list's pages
// loaded so far with their members, and for each chat opened in this visit its page of
// messages. Every page reads it, so the badge and incoming messages follow the user
// everywhere. The badge is the server's unread total over all the user's chats (the list
// may hold only its first pages), moved by what happens to the chats held.
import type { ChatList, ChatView, MessageView, PublicProfileView } from '@outings/contracts';
import { createStore, setUnreadChats, useStore } from '@outings/fe-kit/core';
import { withFirstPage, withNextPage, type PagedList } from '../lists/paged-list';
import { mergeMessages, sortByTouched, unreadTotalAfter, type LocalMessage } from './chat-rules';

export interface OpenChat {
  status: 'loading' | 'ready' | 'failed';
  chat: ChatView | null;
  members: readonly PublicProfileView[];
  messages: readonly LocalMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The user's last-read marker as it was when the chat was opened: where 'New Below' stays. */
  lastReadAtOpen: string | undefined;
}

export interface ChatsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  chats: readonly ChatView[];
  chatMembersMap: Readonly<Record<string, readonly PublicProfileView[]>>;
  /** The cursor of the list's next page; null once every chat is loaded. */
  next: string | null;
  loadingMore: boolean;
  /** The unread messages across all the user's chats: the Chats badge. */
  unreadTotal: number;
  /** Chats whose messages were loaded, by id. */
  opened: Readonly<Record<string, OpenChat>>;
  /** The chat whose modal is on screen: its new messages are read at once. */
  openChatID: string | null;
}

const EMPTY: ChatsState = { status: 'idle', chats: [], chatMembersMap: {}, next: null, loadingMore: false, unreadTotal: 0, opened: {}, openChatID: null };

export const chatsStore = createStore<ChatsState>(EMPTY);

/** Every change of the list also sets the top navigation's badge. */
function setChats(update: (state: ChatsState) => ChatsState): void {
  chatsStore.set(update);
  setUnreadChats(chatsStore.get().unreadTotal);
}

const touchedPosition = (chat: ChatView) => ({ at: chat.touched, id: chat._id });
const pagedOf = (state: ChatsState): PagedList<ChatView> => ({ items: state.chats, next: state.next });

export const EMPTY_OPEN_CHAT: OpenChat = { status: 'loading', chat: null, members: [], messages: [], hasOlder: false, loadingOlder: false, lastReadAtOpen: undefined };

export const chatsState = {
  get: () => chatsStore.get(),
  reset: () => setChats(() => EMPTY),
  setStatus: (status: ChatsState['status']) => chatsStore.set((state) => ({ ...state, status })),
  /** The list's first page read (again): chats loaded from later pages stay below it. */
  setFirstPage: (page: ChatList) =>
    setChats((state) => {
      const list = withFirstPage(pagedOf(state), { items: page.chats, next: page.next }, touchedPosition);
      return { ...state, status: 'ready', chats: sortByTouched(list.items), next: list.next, unreadTotal: page.unreadTotal, chatMembersMap: { ...state.chatMembersMap, ...page.chatMembersMap } };
    }),
  setLoadingMore: (loadingMore: boolean) => chatsStore.set((state) => ({ ...state, loadingMore })),
  /** The list's next page, below the chats loaded. */
  addPage: (page: ChatList) =>
    setChats((state) => {
      const list = withNextPage(pagedOf(state), { items: page.chats, next: page.next });
      return { ...state, loadingMore: false, chats: sortByTouched(list.items), next: list.next, unreadTotal: page.unreadTotal, chatMembersMap: { ...state.chatMembersMap, ...page.chatMembersMap } };
    }),
  /** A chat as the server answered it (created, or its detail), into the list. */
  putChat: (chat: ChatView, members?: readonly PublicProfileView[]) =>
    setChats((state) => {
      const rest = chat;
      const listed: ChatView = { ...rest, messages: chat.messages.slice(-1), unread: state.openChatID === chat._id ? 0 : chat.unread };
      return {
        ...state,
        unreadTotal: unreadTotalAfter(state.unreadTotal, state.chats.find((known) => known._id === chat._id), listed),
        chats: sortByTouched([listed, ...state.chats.filter((known) => known._id !== chat._id)]),
        chatMembersMap: members ? { ...state.chatMembersMap, [chat._id]: members } : state.chatMembersMap,
      };
    }),
  updateOpened: (chatID: string, update: (open: OpenChat) => OpenChat) =>
    chatsStore.set((state) => ({ ...state, opened: { ...state.opened, [chatID]: update(state.opened[chatID] ?? EMPTY_OPEN_CHAT) } })),
  setOpenChatID: (openChatID: string | null) => chatsStore.set((state) => ({ ...state, openChatID })),
  /** Adds or replaces (same id) one message in a loaded chat. */
  upsertMessage: (chatID: string, message: LocalMessage) =>
    chatsStore.set((state) => {
      const open = state.opened[chatID];
      if (!open) return state;
      return { ...state, opened: { ...state.opened, [chatID]: { ...open, messages: upsertMessage(open.messages, message) } } };
    }),
  /** A new message's effect on the list: touched, last message, unread count. */
  touchChat: (chatID: string, message: MessageView, unread: (chat: ChatView) => number) =>
    setChats((state) => {
      const before = state.chats.find((chat) => chat._id === chatID);
      if (!before) return state;
      const after = { ...before, touched: message.sent, messages: [message], unread: unread(before) };
      return {
        ...state,
        unreadTotal: unreadTotalAfter(state.unreadTotal, before, after),
        chats: sortByTouched(state.chats.map((chat) => (chat._id === chatID ? after : chat))),
      };
    }),
};

/** One message in place of the one with its id (a pending one becomes the stored one), else added. */
export function upsertMessage(messages: readonly LocalMessage[], message: LocalMessage): LocalMessage[] {
  return messages.some((known) => known.id === message.id) ? mergeMessages(messages.map((known) => (known.id === message.id ? message : known)), []) : mergeMessages(messages, [message]);
}

export function useChats(): ChatsState {
  return useStore(chatsStore);
}
