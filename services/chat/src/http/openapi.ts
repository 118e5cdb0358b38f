// The chat service's calls, for its OpenAPI document (`GET /openapi.json`): the chats of
// the user of the path, their messages and last-read markers.
import {
  actingFor,
  CHAT_LIMITS,
  CHAT_REFUSALS,
  chatCreatedAnswerSchema,
  chatRoomsSchema,
  createChatRequestSchema,
  hideChatRequestSchema,
  leaveChatRequestSchema,
  memberChatsSchema,
  outgoingMessageSchema,
  storedMessageSchema,
  updateLastReadRequestSchema,
} from '@outings/contracts';
import { forwardedOperations, GATEWAY_IDENTITY, NEXT_PAGE_QUERY, OLDER_PAGE_QUERY, refusalAnswers, type ApiDescription } from '@outings/service-kit';

const forUser = actingFor('userId');
const { chatNotFound, flakedOut, leftChat, messageIdTaken, messageNotFound, notAMember, notFriends, notHideable, notLeavable } = CHAT_REFUSALS;
const POSTED = { description: 'The message as stored.', json: storedMessageSchema };

export const chatApi: ApiDescription = {
  title: 'Outings chat service',
  description: 'Chats between friends and of outings, their messages and last-read markers. Called by the gateway only; messages also travel over the gateway\'s socket.',
  identity: GATEWAY_IDENTITY,
  operations: [
    // The calls the gateway forwards as they are (none yet), from their public call table entries.
    ...forwardedOperations('chat'),
    {
      method: 'get',
      path: '/users/:userId/chats',
      summary: `A page of the user's chats (at most ${CHAT_LIMITS.listPageSize}), newest touched first; the next with \`before=<next>\``,
      access: forUser,
      query: NEXT_PAGE_QUERY,
      answers: {
        200: { description: 'The page, the next page\'s cursor (null on the last) and the unread messages across all the user\'s chats.', json: memberChatsSchema },
        400: 'Invalid Request: The page cursor is not valid',
      },
    },
    {
      method: 'get',
      path: '/users/:userId/chat-rooms',
      summary: "The ids of the user's chats, the most recently touched first: the rooms the gateway joins their sockets to on connect",
      access: forUser,
      answers: { 200: { description: 'The chat ids.', json: chatRoomsSchema } },
    },
    {
      method: 'get',
      path: '/users/:userId/chats/:chatId',
      summary: 'One chat with its latest page of messages; older ones with `before=<messageId>`',
      access: forUser,
      query: OLDER_PAGE_QUERY,
      answers: {
        200: { description: 'The chat and a page of messages.', json: chatCreatedAnswerSchema },
        ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, messageNotFound]),
      },
    },
    {
      method: 'post',
      path: '/users/:userId/chats',
      summary: 'A chat with friends; an existing 1:1 or group chat with exactly these members (those still in) is answered as is, a 1:1 the user hid shown again',
      access: forUser,
      body: createChatRequestSchema,
      answers: {
        200: { description: 'The existing 1:1 or group chat.', json: chatCreatedAnswerSchema },
        201: { description: 'The new chat.', json: chatCreatedAnswerSchema },
        ...refusalAnswers([notFriends]),
      },
    },
    {
      method: 'post',
      path: '/users/:userId/chats/:chatId/last-read',
      summary: "Moves the user's last-read marker to a message",
      access: forUser,
      body: updateLastReadRequestSchema,
      answers: { 204: { description: 'Marked.' }, ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, messageNotFound]) },
    },
    {
      method: 'post',
      path: '/users/:userId/chats/:chatId/messages',
      summary: 'Posts a message; the same id again answers the stored one (a retry)',
      access: forUser,
      body: outgoingMessageSchema,
      answers: {
        200: { ...POSTED, description: 'The message stored before under this id.' },
        201: POSTED,
        ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, messageIdTaken]),
      },
    },
    {
      method: 'post',
      path: '/users/:userId/chats/:chatId/leave',
      summary: 'Leaves a group chat; the others get a notice, the last one to leave deletes it',
      access: forUser,
      body: leaveChatRequestSchema,
      answers: { 204: { description: 'Left.' }, ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, notLeavable]) },
    },
    {
      method: 'post',
      path: '/users/:userId/chats/:chatId/hide',
      summary: "Hides a 1:1 from the user's own list until its next message",
      access: forUser,
      body: hideChatRequestSchema,
      answers: { 204: { description: 'Hidden.' }, ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, notHideable]) },
    },
    {
      method: 'get',
      path: '/users/:userId/chats/:chatId/membership',
      summary: 'Whether the user may use the chat (the gateway\'s `join-room`)',
      access: forUser,
      answers: { 204: { description: 'A member.' }, ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound]) },
    },
  ],
};
