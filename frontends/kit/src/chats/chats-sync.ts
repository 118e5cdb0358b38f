// Keeps the chats' queries in step with the socket (spec §4 "Connection", "Unread
// messages", "Sending a message"): pushed messages land in their chat and move the list;
// a message sent shows at once as pending and is kept and resent until acknowledged; after
// a reconnect the open chat's room is joined again and what was missed is read and merged
// by id.
import type { ChatView, MessageView } from '@outings/contracts';
import { sessionStore } from '@outings/fe-kit/core';
import { emitMessage, joinRoom, onNewMessage, onRealtimeConnect } from '../realtime/realtime-connection';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { signedInUserID } from '../query/signed-in-user';
import { chatsApi } from './chats-api';
import { withChat, withNewMessage, withNextListPage } from './chat-list-rules';
import { lastStoredID, upsertMessage, withOlderPage } from './chat-messages-rules';
import { heldChat, heldChatList, updateChat, updateChatList } from './chat-queries';
import { unreadAfterNewMessage } from './chat-rules';
import { markRead } from './mark-read';
import { createOutbox } from './outbox';
import { shownChatID } from './shown-chat';

/** How long new messages in the open chat wait before the marker is moved again. */
export const MARK_READ_DEBOUNCE_MS = 800;

const currentUserID = () => sessionStore.get().user?._id ?? null;

const outbox = createOutbox(
  { send: emitMessage },
  {
    stored: (chatID, message) => receiveMessage(chatID, message),
    failed: (chatID, id, error) =>
      updateChat(chatID, (held) => ({ ...held, messages: held.messages.map((message) => (message.id === id ? { ...message, state: 'failed', error } : message)) })),
  },
);

let markTimer: ReturnType<typeof setTimeout> | null = null;

function markReadSoon(userID: string, chatID: string) {
  if (markTimer) clearTimeout(markTimer);
  markTimer = setTimeout(() => {
    markTimer = null;
    void markRead(userID, chatID, lastStoredID(heldChat(chatID)?.messages ?? []));
  }, MARK_READ_DEBOUNCE_MS);
}

/** A stored message (pushed, or our own acknowledged): into its chat, replacing by id, and the list moves. */
export function receiveMessage(chatID: string, message: MessageView): void {
  const userID = currentUserID();
  if (!userID) return;
  updateChat(chatID, (held) => ({ ...held, messages: upsertMessage(held.messages, message) }));
  const open = shownChatID();
  if (!heldChatList()?.chats.some((chat) => chat._id === chatID)) {
    // A chat not in the pages loaded: the list read again brings it, with the server's count.
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatList() });
    return;
  }
  updateChatList((held) => withNewMessage(held, chatID, message, (chat: ChatView) => unreadAfterNewMessage(chat, message, userID, open)));
  if (chatID === open && message.user !== userID) markReadSoon(userID, chatID);
}

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

/** The list's next page, below the chats loaded ('Load more', or its end scrolled into view). */
export async function loadMoreChats(next: string): Promise<void> {
  const page = await apiData(chatsApi.list(signedInUserID(), next));
  updateChatList((held) => withNextListPage(held, page));
  page.chats.forEach((chat) => void joinRoom(chat._id));
}

/** 'Load older': the page before the first message shown. */
export async function loadOlder(chatID: string): Promise<void> {
  const first = heldChat(chatID)?.messages.find((message) => message.state === undefined);
  if (!first) return;
  const { chat } = await apiData(chatsApi.detail(signedInUserID(), chatID, first.id));
  updateChat(chatID, (held) => withOlderPage(held, chat));
}

/** A chat the server answered (created or found): into the list, its room joined. */
export function addChat(chat: ChatView): void {
  updateChatList((held) => withChat(held, chat, shownChatID() === chat._id));
  void joinRoom(chat._id);
}

/** After a reconnect: the open chat read once its room let the socket in (a message stored in between arrives live); unsent ones sent again. */
function resync(reconnected: boolean): void {
  const open = shownChatID();
  if (reconnected && open) void joinRoom(open).then(() => queryClient.invalidateQueries({ queryKey: queryKeys.chat(open) }));
  outbox.flush({ reconnected });
}

/**
 * Follows the chats over the socket for the signed-in user, until the returned function
 * is called (signed out): then nothing of the chats stays.
 */
export function followChats(): () => void {
  const offConnect = onRealtimeConnect(resync);
  const offMessage = onNewMessage(({ chat, message }) => receiveMessage(chat, message));
  return () => {
    offConnect();
    offMessage();
    outbox.clear();
    if (markTimer) clearTimeout(markTimer);
    markTimer = null;
  };
}

/** Ids of the chats in the list, for the rooms to join on connect. */
export const knownChatIDs = (): string[] => (heldChatList()?.chats ?? []).map((chat) => chat._id);
