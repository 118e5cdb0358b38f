// The chat list query (spec §2 chat list and Chats badge, §4 "Unread messages"): the
// list's pages loaded so far and the unread total. Every signed-in page holds it for the
// badge (the signed-in session reads it); the chat page shows it. Read on first use and
// again when a push names the chats.
import { queryOptions } from '@tanstack/react-query';
import { joinRoom } from '../realtime/realtime-connection';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { useQuery } from '../query/shared-hooks';
import { signedInUserID } from '../query/signed-in-user';
import { chatsApi } from './chats-api';
import { EMPTY_CHAT_LIST, withFirstListPage, type ChatListData } from './chat-list-rules';

export const heldChatList = (): ChatListData | undefined => queryClient.getQueryData<ChatListData>(queryKeys.chatList());

/** Changes the list held, if any. */
export function updateChatList(update: (held: ChatListData) => ChatListData): void {
  queryClient.setQueryData<ChatListData>(queryKeys.chatList(), (held) => held && update(held));
}

/** The one definition of the list's read: the signed-in session and the chat page share it, so a read in flight serves both. */
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

/** The list held, never a read of its own (the Chats badge; the signed-in session reads the list). */
export function useHeldChatList(): ChatListData {
  const { data = EMPTY_CHAT_LIST } = useQuery({ ...chatListQuery, enabled: false });
  return data;
}

/** Ids of the chats in the list, for the rooms to join on connect. */
export const knownChatIDs = (): string[] => (heldChatList()?.chats ?? []).map((chat) => chat._id);
