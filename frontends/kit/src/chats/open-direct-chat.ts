// '+ Chat' on a friend (spec §2 Friends tab) and the create-chat modal: a chat is found in
// the list held or created (the gateway answers an existing 1:1 as is), then /chat opens it
// from the router state, so the profile page and the chat page share one path. An
// outing's chat ('Open Chat', joining) opens the same way by its id.
import type { ChatView } from '@outings/contracts';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@outings/fe-kit/core';
import { chatsApi } from './chats-api';
import { heldChatList } from './chat-list-query';
import { addChat } from './chat-list-sync';

export interface ChatRouteState {
  /** A chat whose modal /chat opens. */
  chatID: string;
}

/** Creates a chat with these friends (the user is added by the server). */
export async function createChat(withUsers: readonly string[]): Promise<ChatView | null> {
  const userID = sessionStore.get().user?._id;
  if (!userID || !withUsers.length) return null;
  const result = await chatsApi.create(userID, { withUsers: [...withUsers] });
  if (!result.ok) return null;
  addChat(result.data.chat);
  return result.data.chat;
}

/** The 1:1 chat with a friend already in the list. */
export function findDirectChat(chats: readonly ChatView[], userID: string, friendID: string): ChatView | undefined {
  return chats.find((chat) => chat.kind === 'direct' && chat.users.length === 2 && chat.users.includes(userID) && chat.users.includes(friendID));
}

/** Opens a chat the user is in by its id (an outing's chat): /chat opens its modal. */
export function useOpenChat(): (chatID: string) => void {
  const navigate = useNavigate();
  return (chatID) => {
    const state: ChatRouteState = { chatID };
    void navigate('/chat', { state });
  };
}

export function useOpenDirectChat(): (friendID: string) => Promise<void> {
  const openChatByID = useOpenChat();
  return async (friendID) => {
    const userID = sessionStore.get().user?._id;
    if (!userID) return;
    const chat = findDirectChat(heldChatList()?.chats ?? [], userID, friendID) ?? (await createChat([friendID]));
    if (chat) openChatByID(chat._id);
  };
}
