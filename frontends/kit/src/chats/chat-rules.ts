// The chat list's rules (spec §4 "Unread messages", §2 Chats badge): how a new message
// moves a chat's unread count and the badge, and the list's order. Kept pure so they are
// tested without a screen.
import type { ChatView, MessageView } from '@outings/contracts';
import { newestFirst } from '../ui/dates';

/** The caller's unread count once a new message arrived: own → 0, another's in a chat not open → +1. */
export function unreadAfterNewMessage(chat: ChatView, message: MessageView, userID: string, openChatID: string | null): number {
  if (message.user === userID || chat._id === openChatID) return 0;
  return chat.unread + 1;
}

/**
 * The Chats badge once a chat held in the list changed from `before` to `after`: the
 * server's total (every chat's unread messages, those of flaked outings left out) moved by
 * the chat's change. A chat not held yet (`before` absent) is in the total already.
 */
export function unreadTotalAfter(total: number, before: Pick<ChatView, 'unread'> | undefined, after: Pick<ChatView, 'unread'>): number {
  return before ? Math.max(0, total - before.unread + after.unread) : total;
}

/** Newest touched first. */
export function sortByTouched(chats: readonly ChatView[]): ChatView[] {
  return [...chats].sort((a, b) => newestFirst(a.touched, b.touched));
}
