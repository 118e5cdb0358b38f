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

/** Longest preview of a message a push carries. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/**
 * A message was stored (published once per message, a resend not again). The
 * notification service pushes it to recipients whose app is closed, one push per chat.
 */
export const ChatMessagePosted = defineEvent('chat', 'chat.message-posted', 1, z.object({
  chatId: z.string(),
  messageId: z.string(),
  senderId: z.string(),
  /** The start of its text, at most MESSAGE_PREVIEW_LENGTH characters. */
  preview: z.string().max(MESSAGE_PREVIEW_LENGTH),
  /** The chat's members but the sender and those who flaked. */
  recipientIds: z.array(z.string()),
  sentAt: z.iso.datetime({ offset: true }),
}));
