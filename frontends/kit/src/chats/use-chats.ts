// The chats as screens read them: the list (the chat page, the Chats badge) and one chat
// while its modal is open.
import { useSessionState } from '@outings/fe-kit/core';
import { useEffect } from 'react';
import { useMutation, useQuery } from '../query/shared-hooks';
import { EMPTY_CHAT_LIST, type ChatListData } from './chat-list-rules';
import type { ChatData } from './chat-messages-rules';
import { chatListQuery, chatQuery } from './chat-queries';
import { loadMoreChats, loadOlder } from './chats-sync';
import { showChat } from './shown-chat';

export interface ChatListState extends ChatListData {
  /** Nothing to show yet: the first read has not answered. */
  loading: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const useSignedIn = () => useSessionState((session) => session.user !== null);

export function useChatList(): ChatListState {
  const { data = EMPTY_CHAT_LIST, isPending, isFetching } = useQuery({ ...chatListQuery, enabled: useSignedIn() });
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

/** The list held, never a read of its own (the Chats badge; the signed-in session reads the list). */
export function useHeldChatList(): ChatListData {
  const { data = EMPTY_CHAT_LIST } = useQuery({ ...chatListQuery, enabled: false });
  return data;
}

/** A chat held, never a read of its own (the modal's title). */
export function useHeldChat(chatID: string): ChatData | undefined {
  return useQuery({ ...chatQuery(chatID), enabled: false }).data;
}

export type ChatState = { state: 'loading' | 'failed' } | { state: 'ready'; chat: ChatData; loadingOlder: boolean; loadOlder: () => void };

/** One chat while its modal is on screen: read as it opens, its new messages read at once. */
export function useChat(chatID: string): ChatState {
  const { data, isError } = useQuery({ ...chatQuery(chatID), enabled: useSignedIn() });
  const older = useMutation({ mutationFn: () => loadOlder(chatID) });
  useEffect(() => showChat(chatID), [chatID]);
  if (!data?.visitRead) return { state: isError ? 'failed' : 'loading' };
  return {
    state: 'ready',
    chat: data,
    loadingOlder: older.isPending,
    loadOlder: () => {
      if (!older.isPending) older.mutate();
    },
  };
}
