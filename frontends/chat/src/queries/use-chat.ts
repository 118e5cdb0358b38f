// One chat as its modal reads it: read as the modal opens, its new messages read at once
// (the modal reading it is what makes the chat "on screen" for the kit's list), and the
// chat held for the modal's title without a read of its own.
import { useMutation, useQuery, useSessionState } from '@outings/fe-kit';
import type { ChatData } from '../rules/chat-messages-rules';
import { chatQuery, loadOlder } from './chat-query';

/** A chat held, never a read of its own (the modal's title). */
export function useHeldChat(chatID: string): ChatData | undefined {
  return useQuery({ ...chatQuery(chatID), enabled: false }).data;
}

export type ChatState = { state: 'loading' | 'failed' } | { state: 'ready'; chat: ChatData; loadingOlder: boolean; loadOlder: () => void };

/** One chat while its modal is on screen: read as it opens, its new messages read at once. */
export function useChat(chatID: string): ChatState {
  const signedIn = useSessionState((session) => session.user !== null);
  const { data, isError } = useQuery({ ...chatQuery(chatID), enabled: signedIn });
  const older = useMutation({ mutationFn: () => loadOlder(chatID) });
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
