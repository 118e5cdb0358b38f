// The chat service's public calls (spec §7 `/user/:id/chat*`); messages travel over the socket.
import { CHAT_LIMITS, CHAT_REFUSALS } from '../chat-limits';
import {
  chatCreatedAnswerSchema,
  chatDetailSchema,
  chatListSchema,
  createChatRequestSchema,
  hideChatRequestSchema,
  leaveChatRequestSchema,
  updateLastReadRequestSchema,
} from '../dto/chat';
import { actingFor } from './access';
import { NEXT_PAGE_QUERY, OLDER_PAGE_QUERY, refusalAnswers } from './answers';
import { definePublicCalls } from './public-call';

const { chatNotFound, flakedOut, leftChat, messageNotFound, notAMember, notFriends, notHideable, notLeavable } = CHAT_REFUSALS;

export const CHAT_CALLS = definePublicCalls([
  {
    name: 'chats',
    method: 'get',
    path: '/user/:id/chats',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: `A page of the caller's chats (at most ${CHAT_LIMITS.listPageSize}), newest first, with each chat's members' public views; the next page with \`before=<next>\``,
    query: NEXT_PAGE_QUERY,
    answers: {
      200: { description: 'The chats and their members, the next page\'s cursor (null on the last) and the unread messages across all the caller\'s chats.', json: chatListSchema },
      400: 'Invalid Request: The page cursor is not valid',
    },
  },
  {
    name: 'chat',
    method: 'get',
    path: '/user/:id/chat/:chatId',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'One chat with its latest page of messages (older ones with `before=<messageId>`) and its members',
    query: OLDER_PAGE_QUERY,
    answers: {
      200: { description: 'The chat, a page of messages and the members.', json: chatDetailSchema },
      400: 'The chat id or `before` is not a valid id.',
      ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, messageNotFound]),
    },
  },
  {
    name: 'createChat',
    method: 'post',
    path: '/user/:id/chat/create',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: 'A chat with friends; an existing 1:1 or group chat with exactly these members is answered as is (a 1:1 the caller hid shows again)',
    body: createChatRequestSchema,
    answers: {
      200: { description: 'The existing 1:1 or group chat.', json: chatCreatedAnswerSchema },
      201: { description: 'The new chat.', json: chatCreatedAnswerSchema },
      ...refusalAnswers([notFriends]),
    },
  },
  {
    name: 'markChatRead',
    method: 'post',
    path: '/user/:id/chat/:chatId/update-last-read',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: "Moves the caller's last-read marker to a message",
    body: updateLastReadRequestSchema,
    answers: { 204: { description: 'Marked.' }, ...refusalAnswers([notAMember, flakedOut, leftChat, chatNotFound, messageNotFound]) },
  },
  {
    name: 'leaveChat',
    method: 'post',
    path: '/user/:id/chat/:chatId/leave',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: "Leaves a group chat: it leaves the caller's list, and the others see a notice that they left",
    body: leaveChatRequestSchema,
    answers: { 204: { description: 'Left.' }, ...refusalAnswers([notAMember, leftChat, flakedOut, chatNotFound, notLeavable]) },
  },
  {
    name: 'hideChat',
    method: 'post',
    path: '/user/:id/chat/:chatId/hide',
    owner: 'chat',
    access: actingFor('id'),
    handling: 'composed',
    summary: "Hides a 1:1 chat from the caller's own list until a new message arrives in it",
    body: hideChatRequestSchema,
    answers: { 204: { description: 'Hidden.' }, ...refusalAnswers([notAMember, leftChat, flakedOut, chatNotFound, notHideable]) },
  },
]);
