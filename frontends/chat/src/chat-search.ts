// The chat list's search (spec §2 "Chat list", §9): by chat name, outing activity or a
// member's name, case-insensitive and trimmed.
import type { ChatView, PublicProfileView } from '@outings/contracts';

export function matchesChat(chat: ChatView, name: string, members: readonly PublicProfileView[], query: string): boolean {
  const typed = query.trim().toLowerCase();
  if (!typed) return true;
  const words = [name, chat.outing?.activity.name ?? '', ...members.flatMap((member) => [member.first_name, member.last_name])];
  return words.some((word) => word.toLowerCase().includes(typed));
}
