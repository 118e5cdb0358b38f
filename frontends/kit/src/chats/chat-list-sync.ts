// Keeps the chat list right on every signed-in page (spec §2 Chats badge, §4 "Unread
// messages"): a stored message moves its chat to the top with its unread count and the
// badge, or, for a chat not in the pages loaded, the list is read again with the server's
// count. The chat remote keeps the open chat's messages; this is only the list.
import type { ChatView, MessageView } from '@outings/contracts';
import { sessionStore } from '@outings/fe-kit/core';
import { joinRoom, onNewMessage } from '../realtime/realtime-connection';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { heldChatList, updateChatList } from './chat-list-query';
import { withChat, withNewMessage, withoutChat } from './chat-list-rules';
import { unreadAfterNewMessage } from './chat-rules';
import { isChatOnScreen } from './chats-on-screen';

/** A stored message (pushed, or the user's own acknowledged) in the list. */
export function applyMessageToChatList(chatID: string, message: MessageView): void {
  const userID = sessionStore.get().user?._id;
  if (!userID) return;
  // The user's own notice (pushed before their sockets left the room): the chat is gone for them.
  if (message.kind === 'left' && message.user === userID) return dropChat(chatID);
  if (!heldChatList()?.chats.some((chat) => chat._id === chatID)) {
    // A chat not in the pages loaded: the list read again brings it, with the server's count.
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatList() });
    return;
  }
  const open = isChatOnScreen(chatID) ? chatID : null;
  updateChatList((held) => withNewMessage(held, chatID, message, (chat: ChatView) => unreadAfterNewMessage(chat, message, userID, open)));
}

/** A chat the server answered (created or found): into the list, its room joined. */
export function addChat(chat: ChatView): void {
  updateChatList((held) => withChat(held, chat, isChatOnScreen(chat._id)));
  void joinRoom(chat._id);
}

/** A chat the user left or hid: off the list held and the badge at once (the server's `update-user` reloads it too). */
export function dropChat(chatID: string): void {
  updateChatList((held) => withoutChat(held, chatID));
}

/** Follows the pushed messages for the list until the returned function is called (signed out). */
export function followChatList(): () => void {
  return onNewMessage(({ chat, message }) => applyMessageToChatList(chat, message));
}
