// Events the chat service publishes. The notification service turns `chat.created` into a
// `chat-created` alert for every member but the creator, and tells them to reload.
import { z } from 'zod';
import { defineEvent } from '../envelope';
import { CHAT_KINDS } from '../dto/chat';

export const ChatCreated = defineEvent('chat', 'chat.created', 1, z.object({
  chatId: z.string(),
  kind: z.enum(CHAT_KINDS),
  /** Who started it; for an outing chat, the outing's creator. */
  createdBy: z.string(),
  /** Every member, the creator included. */
  memberIds: z.array(z.string()),
  createdAt: z.iso.datetime(),
}));
