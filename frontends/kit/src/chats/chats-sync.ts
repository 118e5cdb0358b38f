// Keeps the chats store in step with the gateway (spec §4 "Connection", "Unread
// messages", "Sending a message"): the list after sign-in and on every `update-user`;
// opening a chat reads it, moves the last-read marker to its last message and reloads
// the list; pushed messages land in their chat; after a reconnect the rooms are joined
// again and what was missed is fetched and merged by id.
import type { ChatView, MessageView } from '@outings/contracts';
import { sessionStore } from '@outings/fe-kit/core';
import { emitMessage, joinRoom, onNewMessage, onRealtimeConnect } from '../realtime/realtime-connection';
import { unreadAfterNewMessage, mergeMessages } from './chat-rules';
import { chatsApi } from './chats-api';
import { chatsState, chatsStore } from './chats-store';
import { createOutbox } from './outbox';

/** How long new messages in the open chat wait before the marker is moved again. */
export const MARK_READ_DEBOUNCE_MS = 800;

const currentUserID = () => sessionStore.get().user?._id ?? null;

const outbox = createOutbox(
  { send: emitMessage },
  {
    stored: (chatID, message) => receiveMessage(chatID, message),
    failed: (chatID, id, error) => {
      const open = chatsState.get().opened[chatID];
      const message = open?.messages.find((known) => known.id === id);
      if (message) chatsState.upsertMessage(chatID, { ...message, state: 'failed', error });
    },
  },
);

let reloading: Promise<void> | null = null;
let reloadAgain = false;

async function loadList(): Promise<void> {
  const userID = currentUserID();
  if (!userID) return chatsState.reset();
  if (chatsState.get().status === 'idle') chatsState.setStatus('loading');
  const result = await chatsApi.list(userID);
  if (currentUserID() !== userID) return;
  if (result.ok) {
    chatsState.setFirstPage(result.data);
    result.data.chats.forEach((chat) => void joinRoom(chat._id));
  } else if (chatsState.get().status !== 'ready') chatsState.setStatus('failed');
}

/**
 * The list's next page, below the chats loaded ('Load more', or its end scrolled into
 * view). The gateway joined the socket to every chat's room on connect; joining the
 * loaded ones again covers chats made since.
 */
export async function loadMoreChats(): Promise<void> {
  const userID = currentUserID();
  const { next, loadingMore } = chatsState.get();
  if (!userID || !next || loadingMore) return;
  chatsState.setLoadingMore(true);
  const result = await chatsApi.list(userID, next);
  if (currentUserID() !== userID) return;
  if (!result.ok) return chatsState.setLoadingMore(false);
  chatsState.addPage(result.data);
  result.data.chats.forEach((chat) => void joinRoom(chat._id));
}

/**
 * Reloads the list (and the badge); joins the rooms of chats new to this connection. A
 * reload asked for while one runs follows it (its answer may predate the change).
 */
export function reloadChats(): Promise<void> {
  if (reloading) {
    reloadAgain = true;
    return reloading;
  }
  reloading = (async () => {
    do {
      reloadAgain = false;
      await loadList();
    } while (reloadAgain);
  })().finally(() => {
    reloading = null;
  });
  return reloading;
}

/** The last stored message of a loaded chat. */
const lastStoredID = (chatID: string) =>
  [...(chatsState.get().opened[chatID]?.messages ?? [])].reverse().find((message) => message.state === undefined)?.id;

/** Moves the user's marker to the chat's last message, then reloads the list (spec §4). */
export async function markRead(chatID: string): Promise<void> {
  const userID = currentUserID();
  const messageID = lastStoredID(chatID);
  if (!userID || !messageID) return;
  await chatsApi.updateLastRead(userID, chatID, { messageID });
  await reloadChats();
}

let markTimer: ReturnType<typeof setTimeout> | null = null;

function markReadSoon(chatID: string) {
  if (markTimer) clearTimeout(markTimer);
  markTimer = setTimeout(() => {
    markTimer = null;
    void markRead(chatID);
  }, MARK_READ_DEBOUNCE_MS);
}

/** How a chat the user was let in a moment ago is refused until the chat service knows it. */
const NOT_YET_LET_IN = [403, 404];

/**
 * Reads a chat's latest page and merges it with what is shown (pending ones stay).
 * `tentative`: a refusal is expected (the chat may be one just joined), neither shown nor
 * marked as failed.
 */
async function fetchLatest(chatID: string, tentative = false): Promise<boolean> {
  const userID = currentUserID();
  if (!userID) return false;
  const result = await chatsApi.detail(userID, chatID, undefined, tentative ? NOT_YET_LET_IN : undefined);
  if (!result.ok) {
    if (!tentative) chatsState.updateOpened(chatID, (open) => (open.status === 'ready' ? open : { ...open, status: 'failed' }));
    return false;
  }
  const { chat, populatedUsers } = result.data;
  chatsState.updateOpened(chatID, (open) => ({
    ...open,
    status: 'ready',
    chat,
    members: populatedUsers,
    messages: mergeMessages(open.messages, chat.messages),
    hasOlder: open.status === 'ready' ? open.hasOlder : chat.hasOlder,
    lastReadAtOpen: open.status === 'ready' ? open.lastReadAtOpen : chat.last_read[userID],
  }));
  chatsState.putChat(chat, populatedUsers);
  return true;
}

/**
 * How long a chat missing from a loaded list is waited for before it is read anyway. An
 * outing's chat just joined (the outing's answer names it) lets the user in a moment
 * later, when the chat service has applied the membership event and says so with
 * `update-user`; read before that, it would be refused.
 */
export const UNLISTED_CHAT_WAIT_MS = 5000;

/** Resolves once the list holds the chat (or is not loaded, so cannot tell), at most after `maxWaitMs`. */
function whenListed(chatID: string, maxWaitMs: number): Promise<void> {
  const listed = () => {
    const { status, chats } = chatsState.get();
    return status !== 'ready' || chats.some((chat) => chat._id === chatID);
  };
  if (listed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = chatsStore.subscribe(() => {
      if (listed()) done();
    });
  });
}

/** The chat modal opened: read the chat, then mark it read and reload the list. */
export async function openChat(chatID: string): Promise<void> {
  chatsState.setOpenChatID(chatID);
  // A fresh visit starts at the latest page and the marker as the server has it.
  chatsState.updateOpened(chatID, (open) => ({ ...open, status: 'loading', lastReadAtOpen: undefined, hasOlder: false }));
  // Not in the pages loaded, more to load: it may be an older chat on a later page (an
  // outing's chat opened from the outing). Read at once; refused, it is one just joined.
  const { status, chats, next } = chatsState.get();
  const maybeOnLaterPage = status === 'ready' && next !== null && !chats.some((chat) => chat._id === chatID);
  if (maybeOnLaterPage && (await fetchLatest(chatID, true))) return markRead(chatID);
  await whenListed(chatID, UNLISTED_CHAT_WAIT_MS);
  if (await fetchLatest(chatID)) await markRead(chatID);
}

export function closeChat(chatID: string): void {
  if (chatsState.get().openChatID === chatID) chatsState.setOpenChatID(null);
}

/** 'Load older': the page before the first message shown. */
export async function loadOlder(chatID: string): Promise<void> {
  const userID = currentUserID();
  const open = chatsState.get().opened[chatID];
  const first = open?.messages.find((message) => message.state === undefined);
  if (!userID || !open || !first || open.loadingOlder) return;
  chatsState.updateOpened(chatID, (current) => ({ ...current, loadingOlder: true }));
  const result = await chatsApi.detail(userID, chatID, first.id);
  chatsState.updateOpened(chatID, (current) =>
    result.ok
      ? { ...current, loadingOlder: false, hasOlder: result.data.chat.hasOlder, messages: mergeMessages(result.data.chat.messages, current.messages) }
      : { ...current, loadingOlder: false },
  );
}

/** A stored message (pushed, or our own acknowledged): into its chat, replacing by id. */
export function receiveMessage(chatID: string, message: MessageView): void {
  const userID = currentUserID();
  if (!userID) return;
  const { openChatID, chats } = chatsState.get();
  chatsState.upsertMessage(chatID, message);
  if (!chats.some((chat) => chat._id === chatID)) {
    void reloadChats();
    return;
  }
  chatsState.touchChat(chatID, message, (chat: ChatView) => unreadAfterNewMessage(chat, message, userID, openChatID));
  if (chatID === openChatID && message.user !== userID) markReadSoon(chatID);
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
  chatsState.upsertMessage(chatID, { id, message, user: userID, sent: new Date().toISOString(), readBy: [userID], state: 'pending' });
  outbox.add(chatID, id, message);
  return true;
}

/** After a (re)connect: missed messages fetched, unsent ones sent again. */
function resync(): void {
  void reloadChats();
  const { openChatID } = chatsState.get();
  // Read after the room let the socket in: a message stored in between arrives live.
  if (openChatID) void joinRoom(openChatID).then(() => fetchLatest(openChatID));
  outbox.flush({ reconnected: true });
}

let stopListening: (() => void) | null = null;

/**
 * Starts following the chats for the signed-in user (idempotent): the chat list page
 * calls it as it opens and the signed-in session once the page's calls are in, so the list
 * loads unless it is loaded or loading already (a reconnect reloads it on its own).
 */
export function startChats(): Promise<void> {
  if (!stopListening) {
    const offConnect = onRealtimeConnect(resync);
    const offMessage = onNewMessage(({ chat, message }) => receiveMessage(chat, message));
    stopListening = () => {
      offConnect();
      offMessage();
    };
  }
  const { status } = chatsState.get();
  return status === 'ready' || status === 'loading' ? (reloading ?? Promise.resolve()) : reloadChats();
}

/** Signed out: nothing of the chats stays. */
export function clearChats(): void {
  stopListening?.();
  stopListening = null;
  outbox.clear();
  if (markTimer) clearTimeout(markTimer);
  markTimer = null;
  chatsState.reset();
}

/** Ids of the chats in the store, for the rooms to join on connect. */
export const knownChatIDs = (): string[] => chatsState.get().chats.map((chat) => chat._id);

/** A chat the server answered (created or found): into the list, its room joined. */
export function addChat(chat: ChatView): void {
  chatsState.putChat(chat);
  void joinRoom(chat._id);
}
