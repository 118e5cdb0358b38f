// Reading a chat (spec §4 "Unread messages"): the user's marker moves to its last stored
// message, and the list is read again for its unread counts and the badge.
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { chatsApi } from './chats-api';

export async function markRead(userID: string, chatID: string, messageID: string | undefined): Promise<void> {
  if (!messageID) return;
  await chatsApi.updateLastRead(userID, chatID, { messageID });
  await queryClient.invalidateQueries({ queryKey: queryKeys.chatList() });
}
