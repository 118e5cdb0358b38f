// The chats' queries (spec §2 chat list and chat modal, §4 "Connection", "Unread
// messages"): the list's pages loaded so far, and each chat opened with its messages. The
// list is read on first use and again when a push names the chats; a chat is read each time
// its modal opens, and moves the user's last-read marker on a visit's first read.
import { queryOptions } from '@tanstack/react-query';
import { joinRoom } from '../realtime/realtime-connection';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { signedInUserID } from '../query/signed-in-user';
import { chatsApi } from './chats-api';
import { EMPTY_CHAT_LIST, withChat, withFirstListPage, type ChatListData } from './chat-list-rules';
import { lastStoredID, withLatestPage, type ChatData } from './chat-messages-rules';
import { markRead } from './mark-read';
import { shownChatID } from './shown-chat';

export const heldChatList = (): ChatListData | undefined => queryClient.getQueryData<ChatListData>(queryKeys.chatList());
export const heldChat = (chatID: string): ChatData | undefined => queryClient.getQueryData<ChatData>(queryKeys.chat(chatID));

/** Changes the list held, if any. */
export function updateChatList(update: (held: ChatListData) => ChatListData): void {
  queryClient.setQueryData<ChatListData>(queryKeys.chatList(), (held) => held && update(held));
}

/** Changes a chat held, if any. */
export function updateChat(chatID: string, update: (held: ChatData) => ChatData): void {
  queryClient.setQueryData<ChatData>(queryKeys.chat(chatID), (held) => held && update(held));
}

export const chatListQuery = queryOptions({
  queryKey: queryKeys.chatList(),
  queryFn: async (): Promise<ChatListData> => {
    const page = await apiData(chatsApi.list(signedInUserID()));
    // The gateway joined the socket to the rooms of every chat on connect; joining the
    // loaded ones again covers chats made since.
    page.chats.forEach((chat) => void joinRoom(chat._id));
    return withFirstListPage(heldChatList(), page);
  },
});

/**
 * How long a chat missing from a loaded list is waited for before it is read anyway. An
 * outing's chat just joined (the outing's answer names it) lets the user in a moment
 * later, when the chat service has applied the membership event and says so with
 * `update-user`; read before that, it would be refused.
 */
export const UNLISTED_CHAT_WAIT_MS = 5000;

/** How a chat the user was let in a moment ago is refused until the chat service knows it. */
const NOT_YET_LET_IN = [403, 404];

const isListed = (chatID: string) => {
  const list = heldChatList();
  return list === undefined || list.chats.some((chat) => chat._id === chatID);
};

/** Resolves once the list holds the chat (or is not loaded, so cannot tell), at most after `maxWaitMs`. */
function whenListed(chatID: string, maxWaitMs: number): Promise<void> {
  if (isListed(chatID)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (isListed(chatID)) done();
    });
  });
}

/**
 * The chat's latest page. One not in the pages loaded while more are to load may be an
 * older chat on a later page (an outing's chat opened from the outing): read at once,
 * and if refused, it is one just joined, read once the list holds it.
 */
async function readLatest(userID: string, chatID: string) {
  const list = heldChatList() ?? EMPTY_CHAT_LIST;
  if (list.next !== null && !isListed(chatID)) {
    const early = await chatsApi.detail(userID, chatID, undefined, NOT_YET_LET_IN);
    if (early.ok) return early.data;
  }
  await whenListed(chatID, UNLISTED_CHAT_WAIT_MS);
  return apiData(chatsApi.detail(userID, chatID));
}

export function chatQuery(chatID: string) {
  return queryOptions({
    queryKey: queryKeys.chat(chatID),
    // Its one reader is the chat's modal, which reads it each time it opens.
    staleTime: 0,
    queryFn: async (): Promise<ChatData> => {
      const userID = signedInUserID();
      const { chat, populatedUsers } = await readLatest(userID, chatID);
      updateChatList((held) => withChat(held, chat, shownChatID() === chatID, populatedUsers));
      const held = heldChat(chatID);
      const read = withLatestPage(held, chat, populatedUsers, userID);
      if (!held?.visitRead) void markRead(userID, chatID, lastStoredID(read.messages));
      return read;
    },
  });
}

/** The modal opens again: its first read takes the server's marker ('New Below'). */
export function beginChatVisit(chatID: string): void {
  updateChat(chatID, (held) => ({ ...held, visitRead: false }));
}
