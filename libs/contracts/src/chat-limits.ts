// The chat rules as numbers and texts, read by the server's schemas (dto/chat.ts), the
// chat service and the chat screens alike.
import { makeRefusal } from './dto/error-texts';

/** `initialized` until the member's first read (spec §3). */
export const LAST_READ_INITIALIZED = 'initialized';

/** Chats (spec §3 "Chat", "Message"; §5 "Chat"). */
export const CHAT_LIMITS = Object.freeze({
  /** A message's text after trimming. */
  messageMax: 2000,
  /** Besides the creator: a group of friends, not a broadcast list. */
  withUsersMax: 19,
  /** Messages per page of a chat (`GET /user/{userId}/chat/{chatId}`, older by `?before=`). */
  pageSize: 50,
  /** Chats per page of the list (`GET /user/{id}/chats`, older by `?before=<cursor>`): a screenful and more. */
  listPageSize: 30,
});

export const CHAT_MESSAGES = Object.freeze({
  /** Not in the spec (the client never sends empty text, §5). */
  emptyMessage: 'Please write a message',
  messageLength: `A message can be at most ${CHAT_LIMITS.messageMax} characters`,
  /** Not in the spec (the button is disabled while alone, §2). */
  noMembers: 'Please choose at least one friend to chat with',
  tooManyMembers: `A chat can have at most ${CHAT_LIMITS.withUsersMax + 1} members`,
});

/** Why the chat service refuses (none of these is in the spec). */
export const CHAT_REFUSALS = Object.freeze({
  chatNotFound: makeRefusal(404, 'Chat Not Found', 'This chat does not exist.'),
  messageNotFound: makeRefusal(404, 'Message Not Found', 'This message is not in the chat.'),
  notAMember: makeRefusal(403, 'Not A Member', 'You are not a member of this chat.'),
  flakedOut: makeRefusal(403, 'Not A Member', 'You left this outing, and its chat with it.'),
  leftChat: makeRefusal(403, 'Not A Member', 'You left this chat.'),
  notFriends: makeRefusal(403, 'Not Friends', 'You can only chat with friends'),
  messageIdTaken: makeRefusal(409, 'Message Id Taken', 'Another message has this id.'),
  /** A 1:1 is hidden, never left; an outing's chat is left by leaving the outing. */
  notLeavable: makeRefusal(409, 'Cannot Leave', 'Only a group chat can be left.'),
  /** A group or an outing's chat is left, never hidden. */
  notHideable: makeRefusal(409, 'Cannot Hide', 'Only a 1:1 chat can be hidden.'),
});
