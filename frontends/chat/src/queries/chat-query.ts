// One chat's query (spec §2 chat modal, §4 "Connection", "Unread messages"): the chat
// opened with its messages, read each time its modal opens; a visit's first read moves the
// user's last-read marker; 'Load older' adds the page before. The chat list it waits for is
// the kit's query.
import { apiData, chatsApi, EMPTY_CHAT_LIST, heldChatList, isChatOnScreen, joinRoom, queryClient, queryKeys, signedInUserID, updateChatList, withChat } from '@outings/fe-kit';
import type { MessageView } from '@outings/contracts';
import { lastStoredID, withLatestPage, withMessage, withOlderPage, type ChatData } from '../rules/chat-messages-rules';
import { markRead } from '../sync/mark-read';
import { keepForFirstRead, takeKeptForFirstRead } from './pushed-during-first-read';

export const heldChat = (chatID: string): ChatData | undefined => queryClient.getQueryData<ChatData>(queryKeys.chat(chatID));

/** Changes a chat held, if any. */
export function updateChat(chatID: string, update: (held: ChatData) => ChatData): void {
  queryClient.setQueryData<ChatData>(queryKeys.chat(chatID), (held) => held && update(held));
}

/** A stored message (pushed, or our own acknowledged) into its chat, or kept for the chat's first read if that is on its way. */
export function receiveIntoChat(chatID: string, message: MessageView): void {
  if (heldChat(chatID)) updateChat(chatID, (held) => withMessage(held, message));
  else if (queryClient.isFetching({ queryKey: queryKeys.chat(chatID) }) > 0) keepForFirstRead(chatID, message);
}

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
 * The chat's latest page, read once the chat's room let the socket in (when connected):
 * a message stored before is in the read, one stored after arrives live. One not in the pages loaded while more are to load may be an
 * older chat on a later page (an outing's chat opened from the outing): read at once,
 * and if refused, it is one just joined, read once the list holds it.
 */
async function readLatest(userID: string, chatID: string) {
  const list = heldChatList() ?? EMPTY_CHAT_LIST;
  if (list.next !== null && !isListed(chatID)) {
    await joinRoom(chatID);
    const early = await chatsApi.detail(userID, chatID, undefined, NOT_YET_LET_IN);
    if (early.ok) return early.data;
  }
  await whenListed(chatID, UNLISTED_CHAT_WAIT_MS);
  await joinRoom(chatID);
  return apiData(chatsApi.detail(userID, chatID));
}

export function chatQuery(chatID: string) {
  return {
    queryKey: queryKeys.chat(chatID),
    // Its one reader is the chat's modal, which reads it each time it opens.
    staleTime: 0,
    queryFn: async (): Promise<ChatData> => {
      const userID = signedInUserID();
      const { chat, populatedUsers, leftMembers } = await readLatest(userID, chatID);
      updateChatList((held) => withChat(held, chat, isChatOnScreen(chatID), populatedUsers));
      const held = heldChat(chatID);
      const read = takeKeptForFirstRead(chatID).reduce(withMessage, withLatestPage(held, chat, populatedUsers, userID, leftMembers));
      if (!held?.visitRead) void markRead(userID, chatID, lastStoredID(read.messages));
      return read;
    },
  };
}

/** The modal opens again: its first read takes the server's marker ('New Below'). */
export function beginChatVisit(chatID: string): void {
  updateChat(chatID, (held) => ({ ...held, visitRead: false }));
}

/** 'Load older': the page before the first message shown. */
export async function loadOlder(chatID: string): Promise<void> {
  const first = heldChat(chatID)?.messages.find((message) => message.state === undefined);
  if (!first) return;
  const { chat } = await apiData(chatsApi.detail(signedInUserID(), chatID, first.id));
  updateChat(chatID, (held) => withOlderPage(held, chat));
}
