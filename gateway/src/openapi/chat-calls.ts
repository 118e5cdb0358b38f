// The public chat calls (spec §7 `/user/:id/chat*`); messages travel over the socket.
import { CHAT_LIMITS, CHAT_REFUSALS, chatCreatedAnswerSchema, chatDetailSchema, chatListSchema, createChatRequestSchema, updateLastReadRequestSchema } from '@outings/contracts';
import { NEXT_PAGE_QUERY, OLDER_PAGE_QUERY, refusalAnswers } from '@outings/service-kit';
import type { GatewayOperation } from './gateway-operation';

const { chatNotFound, flakedOut, messageNotFound, notAMember, notFriends } = CHAT_REFUSALS;

export const chatCalls: GatewayOperation[] = [
  {
    method: 'get',
    path: '/user/:id/chats',
    summary: `A page of the caller's chats (at most ${CHAT_LIMITS.listPageSize}), newest first, with each chat's members' public views; the next page with \`before=<next>\``,
    query: NEXT_PAGE_QUERY,
    answers: {
      200: { description: 'The chats and their members, the next page\'s cursor (null on the last) and the unread messages across all the caller\'s chats.', json: chatListSchema },
      400: 'Invalid Request: The page cursor is not valid',
    },
  },
  {
    method: 'get',
    path: '/user/:id/chat/:chatId',
    summary: 'One chat with its latest page of messages (older ones with `before=<messageId>`) and its members',
    query: OLDER_PAGE_QUERY,
    answers: {
      200: { description: 'The chat, a page of messages and the members.', json: chatDetailSchema },
      400: 'The chat id or `before` is not a valid id.',
      ...refusalAnswers([notAMember, flakedOut, chatNotFound, messageNotFound]),
    },
  },
  {
    method: 'post',
    path: '/user/:id/chat/create',
    summary: 'A chat with friends; an existing 1:1 or group chat with exactly these members is answered as is',
    body: createChatRequestSchema,
    answers: {
      200: { description: 'The existing 1:1 chat.', json: chatCreatedAnswerSchema },
      201: { description: 'The new chat.', json: chatCreatedAnswerSchema },
      ...refusalAnswers([notFriends]),
    },
  },
  {
    method: 'post',
    path: '/user/:id/chat/:chatId/update-last-read',
    summary: "Moves the caller's last-read marker to a message",
    body: updateLastReadRequestSchema,
    answers: { 204: { description: 'Marked.' }, ...refusalAnswers([notAMember, flakedOut, chatNotFound, messageNotFound]) },
  },
];
