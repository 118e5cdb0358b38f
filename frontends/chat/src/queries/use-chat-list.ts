// The chat list as the chat page shows it (spec §2 "Chat list"): the kit's list query, the
// same one the signed-in session holds for the badge (one read serves both), and its next
// page below the chats loaded ('Load more', or its end scrolled into view).
import { apiData, chatListQuery, chatsApi, EMPTY_CHAT_LIST, joinRoom, signedInUserID, updateChatList, useMutation, useQuery, useSessionState, withNextListPage, type ChatListData } from '@outings/fe-kit';

export interface ChatListState extends ChatListData {
  /** Nothing to show yet: the first read has not answered. */
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

async function loadMoreChats(next: string): Promise<void> {
  const page = await apiData(chatsApi.list(signedInUserID(), next));
  updateChatList((held) => withNextListPage(held, page));
  page.chats.forEach((chat) => void joinRoom(chat._id));
}

export function useChatList(): ChatListState {
  const signedIn = useSessionState((session) => session.user !== null);
  const { data = EMPTY_CHAT_LIST, isPending, isFetching } = useQuery({ ...chatListQuery, enabled: signedIn });
  const more = useMutation({ mutationFn: loadMoreChats });
  return {
    ...data,
    loading: isPending && isFetching,
    loadingMore: more.isPending,
    loadMore: () => {
      if (data.next && !more.isPending) more.mutate(data.next);
    },
  };
}
