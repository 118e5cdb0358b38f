// Messages pushed while a chat's first read was on its way, by chat. With nothing held yet
// they had nowhere to go, and the read, made before they were stored, did not hold them
// either: they were missing from the open chat until it was read again. The read takes
// them (chat-query.ts).
import type { MessageView } from '@outings/contracts';

const pushed = new Map<string, MessageView[]>();

export function keepForFirstRead(chatID: string, message: MessageView): void {
  pushed.set(chatID, [...(pushed.get(chatID) ?? []), message]);
}

/** What was kept for the chat's read, handed over once. */
export function takeKeptForFirstRead(chatID: string): MessageView[] {
  const kept = pushed.get(chatID) ?? [];
  pushed.delete(chatID);
  return kept;
}
