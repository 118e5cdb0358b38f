// The chat rules as numbers and texts (no imports), read by the server's schemas
// (dto/chat.ts) and the chat screens alike.

/** Chats (spec §3 "Chat", "Message"; §5 "Chat"). */
export const CHAT_LIMITS = Object.freeze({
  /** A message's text after trimming. */
  messageMax: 2000,
  /** Besides the creator: a group of friends, not a broadcast list. */
  withUsersMax: 19,
  /** Messages per page of a chat (`GET /user/{userId}/chat/{chatId}`, older by `?before=`). */
  pageSize: 50,
});

export const CHAT_MESSAGES = Object.freeze({
  /** Not in the spec (the client never sends empty text, §5). */
  emptyMessage: 'Please write a message',
  messageLength: `A message can be at most ${CHAT_LIMITS.messageMax} characters`,
  /** Not in the spec (the button is disabled while alone, §2). */
  noMembers: 'Please choose at least one friend to chat with',
  tooManyMembers: `A chat can have at most ${CHAT_LIMITS.withUsersMax + 1} members`,
});
