// Keeps the open chat in step with the socket (spec §4 "Connection", "Sending a message",
// "Unread messages"): pushed messages land in their chat (the kit moves the list); a
// message sent shows at once as pending, through the chat's query, and is kept and resent
// until acknowledged; after a reconnect the open chat's room is joined again and what was
// missed is read and merged by id.
import type { MessageView } from '@outings/contracts';
import { applyMessageToChatList, chatsOnScreen, emitMessage, joinRoom, onNewMessage, onRealtimeConnect, queryClient, queryKeys, sessionStore } from '@outings/fe-kit';
import { heldChat, receiveIntoChat, updateChat } from '../queries/chat-query';
import { upsertMessage } from '../rules/chat-messages-rules';
import { cancelMarkRead, markReadSoon } from './mark-read';
import { createOutbox } from './outbox';

const currentUserID = () => sessionStore.get().user?._id ?? null;

/** A stored message (pushed, or our own acknowledged) into its chat, replacing by id; the open chat's are read at once. */
function receiveMessage(chatID: string, message: MessageView): void {
  const userID = currentUserID();
  if (!userID) return;
  receiveIntoChat(chatID, message);
  if (message.user !== userID && chatsOnScreen().includes(chatID)) markReadSoon(userID, chatID, () => heldChat(chatID)?.messages ?? []);
}

const outbox = createOutbox(
  { send: emitMessage },
  {
    stored: (chatID, message) => {
      receiveMessage(chatID, message);
      applyMessageToChatList(chatID, message);
    },
    failed: (chatID, id, error) =>
      updateChat(chatID, (held) => ({ ...held, messages: held.messages.map((message) => (message.id === id ? { ...message, state: 'failed', error } : message)) })),
  },
);

/**
 * Sends a message: trimmed, empty ones not sent; shown at once as pending, kept and
 * resent until acknowledged. Returns whether something was sent.
 */
export function sendMessage(chatID: string, text: string): boolean {
  const userID = currentUserID();
  const message = text.trim();
  if (!userID || !message) return false;
  const id = crypto.randomUUID();
  updateChat(chatID, (held) => ({ ...held, messages: upsertMessage(held.messages, { id, message, user: userID, sent: new Date().toISOString(), readBy: [userID], state: 'pending' }) }));
  outbox.add(chatID, id, message);
  return true;
}

/**
 * On every connect: the open chat read again once its room let the socket in (a message
 * stored in between arrives live). After a reconnect pushes were missed; on the first
 * connect, a chat read before the socket was up missed those sent meanwhile. Unsent ones
 * sent again.
 */
function resync(reconnected: boolean): void {
  chatsOnScreen().forEach((open) => void joinRoom(open).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.chat(open) })));
  outbox.flush({ reconnected });
}

/**
 * Follows the open chat over the socket for the signed-in user, until the returned
 * function is called (signed out): then nothing unsent stays. The kit keeps the list.
 */
export function followOpenChat(): () => void {
  const offConnect = onRealtimeConnect(resync);
  const offMessage = onNewMessage(({ chat, message }) => receiveMessage(chat, message));
  return () => {
    offConnect();
    offMessage();
    outbox.clear();
    cancelMarkRead();
  };
}
