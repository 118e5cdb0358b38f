// Reading a chat (spec §4 "Unread messages"): the user's marker moves to its last stored
// message, and the list is read again for its unread counts and the badge. New messages
// in the open chat move it again once they stop coming for a moment.
import { chatsApi, queryClient, queryKeys } from '@outings/fe-kit';
import type { LocalMessage } from '../rules/chat-rules';
import { lastStoredID } from '../rules/chat-messages-rules';

/** How long new messages in the open chat wait before the marker is moved again. */
export const MARK_READ_DEBOUNCE_MS = 800;

export async function markRead(userID: string, chatID: string, messageID: string | undefined): Promise<void> {
  if (!messageID) return;
  await chatsApi.updateLastRead(userID, chatID, { messageID });
  await queryClient.invalidateQueries({ queryKey: queryKeys.chatList() });
}

let markTimer: ReturnType<typeof setTimeout> | null = null;

/** Moves the marker to the last stored of `messages()` once no new message came for MARK_READ_DEBOUNCE_MS. */
export function markReadSoon(userID: string, chatID: string, messages: () => readonly LocalMessage[]): void {
  cancelMarkRead();
  markTimer = setTimeout(() => {
    markTimer = null;
    void markRead(userID, chatID, lastStoredID(messages()));
  }, MARK_READ_DEBOUNCE_MS);
}

export function cancelMarkRead(): void {
  if (markTimer) clearTimeout(markTimer);
  markTimer = null;
}
