// Chats (spec §3 "Chat", "Message"; §7 the chat calls): what the browser reads and sends,
// and the chat service's internal calls behind the gateway. zod/mini: the chat remote and
// the kit load these. The ids of messages are the sender's own (a UUID made by the
// browser), so a resend after a lost acknowledgement is stored once.
import * as z from 'zod/mini';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../chat-limits';
import { publicProfileViewSchema } from './user';

/**
 * What a message is: `text`, written by its sender; `left`, the notice that its `user` left
 * a group chat (no text: the browser names the one who left).
 */
export const MESSAGE_KINDS = ['text', 'left'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message as stored and shown (spec §3 "Message"). `sent` is ISO 8601, stamped by the server. */
export const messageViewSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The sender's id; for a `left` notice, the one who left. */
  user: z.string(),
  sent: z.string(),
  /** Members whose last-read marker is at or after this message. */
  readBy: z.array(z.string()),
  /** Absent on a text message (as on those the browser holds before they are stored). */
  kind: z.optional(z.enum(MESSAGE_KINDS)),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const CHAT_KINDS = ['direct', 'group', 'outing'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The outing a chat belongs to, as the chat list and modal show it. */
export const chatOutingSchema = z.object({
  _id: z.string(),
  activity: z.object({ _id: z.string(), name: z.string(), category: z.string() }),
  /** The outing's members (those who flaked left out). */
  users: z.array(z.string()),
});

/** One chat as the caller sees it. */
export const chatViewSchema = z.object({
  _id: z.string(),
  kind: z.enum(CHAT_KINDS),
  /** The chat's name: the outing's activity for an outing chat, else empty (the browser names it by its members). */
  name: z.string(),
  /** Member ids, the creator first; never someone who flaked the chat's outing or left the chat. */
  users: z.array(z.string()),
  /** Those who left the (group) chat, whom its `left` notices name; absent when nobody did. */
  leftUsers: z.optional(z.array(z.string())),
  outing: z.optional(chatOutingSchema),
  /** The latest messages, oldest first: one in the list, a page in the chat itself. */
  messages: z.array(messageViewSchema),
  /** Member id → the id of the last message they read, or 'initialized'. */
  last_read: z.record(z.string(), z.string()),
  /** ISO 8601: the last message, or the creation. */
  touched: z.string(),
  /** The caller's unread messages in this chat (spec §4 "Unread messages"). */
  unread: z.number(),
  /** Whether older messages exist before `messages` (ask with `?before=` the first one's id). */
  hasOlder: z.boolean(),
});
export type ChatView = z.infer<typeof chatViewSchema>;

/**
 * What every page of the chat list adds to its chats: the cursor of the next page (ask with
 * `?before=<next>`; null on the last page) and the caller's unread messages across all their
 * chats (spec §2 Chats badge), whichever page is loaded.
 */
const chatPageFields = {
  next: z.nullable(z.string()),
  unreadTotal: z.number(),
};

/**
 * `GET /user/{id}/chats[?before=<cursor>]`: a page of at most `CHAT_LIMITS.listPageSize`
 * chats, newest `touched` first (the first page without `before`); the members' public views
 * by chat id.
 */
export const chatListSchema = z.object({
  chats: z.array(chatViewSchema),
  chatMembersMap: z.record(z.string(), z.array(publicProfileViewSchema)),
  ...chatPageFields,
});
export type ChatList = z.infer<typeof chatListSchema>;

/**
 * `GET /user/{userId}/chat/{chatId}`: the chat with a page of messages, and its members'
 * views; those of who left it (`chat.leftUsers`, named by their notices) apart.
 */
export const chatDetailSchema = z.object({
  chat: chatViewSchema,
  populatedUsers: z.array(publicProfileViewSchema),
  leftMembers: z.optional(z.array(publicProfileViewSchema)),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `POST /user/{id}/chat/create`: the friends to chat with (the caller is added). */
export const createChatRequestSchema = z.object({
  withUsers: z.array(idSchema).check(
    z.minLength(1, CHAT_MESSAGES.noMembers),
    z.maxLength(CHAT_LIMITS.withUsersMax, CHAT_MESSAGES.tooManyMembers),
  ),
});
export type CreateChatRequestBody = z.infer<typeof createChatRequestSchema>;

/** What `POST /user/{id}/chat/create` answers: the chat (a 1:1 that existed already is answered as is). */
export const chatCreatedAnswerSchema = z.object({ chat: chatViewSchema });

/** `POST /user/{id}/chat/{chatId}/update-last-read`. */
export const updateLastReadRequestSchema = z.object({ messageID: idSchema });
export type UpdateLastReadRequestBody = z.infer<typeof updateLastReadRequestSchema>;

/**
 * `POST /user/{id}/chat/{chatId}/leave` (a group chat) and `…/hide` (a 1:1), and the
 * gateway's calls to the chat service: an empty object.
 */
export const leaveChatRequestSchema = z.strictObject({});
export type LeaveChatRequestBody = z.infer<typeof leaveChatRequestSchema>;
export const hideChatRequestSchema = z.strictObject({});
export type HideChatRequestBody = z.infer<typeof hideChatRequestSchema>;

/** A message as the browser sends it: its own id (a UUID) and the text. */
export const outgoingMessageSchema = z.object({
  id: z.string().check(z.uuid('A message id must be a UUID')),
  message: z.string().check(
    z.trim(),
    z.minLength(1, CHAT_MESSAGES.emptyMessage),
    z.maxLength(CHAT_LIMITS.messageMax, CHAT_MESSAGES.messageLength),
  ),
});
export type OutgoingMessage = z.input<typeof outgoingMessageSchema>;

/** The socket's `message-sent` payload (spec §3): the chat's id and the message. */
export const messageSentPayloadSchema = z.object({ chat: idSchema, message: outgoingMessageSchema });
export type MessageSentPayload = z.input<typeof messageSentPayloadSchema>;

/**
 * The acknowledgement of `message-sent` and `join-room`: `ok` once stored (a resend of a
 * stored message is acknowledged with the stored one), else why it was refused; a 429 says
 * in `retryAfter` how many seconds to wait (as HTTP's `Retry-After`).
 */
export type SocketAck<T = undefined> = { ok: true; data: T } | { ok: false; status: number; error: string; retryAfter?: number };
export type MessageSentAck = SocketAck<MessageView>;
export type JoinRoomAck = SocketAck;

/** The chat service's `POST /users/{userId}/chats/{chatId}/messages` answer. */
export const storedMessageSchema = z.object({
  message: messageViewSchema,
  /** True when this id was stored before (a resend): nobody is told again. */
  duplicate: z.boolean(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** The room of one chat on the gateways: its members' sockets join it (`join-room`). */
export const chatRoom = (chatId: string): string => `chat:${chatId}`;

/** The chat service's `GET /users/{userId}/chats[?before=<cursor>]`: a page of the caller's chats; the gateway adds the members' views. */
export const memberChatsSchema = z.object({ chats: z.array(chatViewSchema), ...chatPageFields });
export type MemberChats = z.infer<typeof memberChatsSchema>;

/** The chat service's `GET /users/{userId}/chat-rooms`: the ids of the user's chats, whose rooms their sockets join on connect. */
export const chatRoomsSchema = z.object({ chatIds: z.array(z.string()) });
export type ChatRooms = z.infer<typeof chatRoomsSchema>;
