// The chat service's calls, for its OpenAPI document (`GET /openapi.json`): the chats of
// the user of the path, their messages and last-read markers.
import {
  actingFor,
  chatCreatedAnswerSchema,
  createChatRequestSchema,
  memberChatsSchema,
  outgoingMessageSchema,
  storedMessageSchema,
  updateLastReadRequestSchema,
} from '@outings/contracts';
import { GATEWAY_IDENTITY, OLDER_PAGE_QUERY, type ApiDescription } from '@outings/service-kit';

const forUser = actingFor('userId');
const NOT_A_MEMBER = 'Not A Member of this chat (or left its outing).';
const NO_CHAT = 'Chat Not Found.';
const POSTED = { description: 'The message as stored.', json: storedMessageSchema };

export const chatApi: ApiDescription = {
  title: 'Outings chat service',
  description: 'Chats between friends and of outings, their messages and last-read markers. Called by the gateway only; messages also travel over the gateway\'s socket.',
  identity: GATEWAY_IDENTITY,
  operations: [
    {
      method: 'get',
      path: '/users/:userId/chats',
      summary: "The user's chats, newest first",
      access: forUser,
      answers: { 200: { description: 'The chats.', json: memberChatsSchema } },
    },
    {
      method: 'get',
      path: '/users/:userId/chats/:chatId',
      summary: 'One chat with its latest page of messages; older ones with `before=<messageId>`',
      access: forUser,
      query: OLDER_PAGE_QUERY,
      answers: {
        200: { description: 'The chat and a page of messages.', json: chatCreatedAnswerSchema },
        403: NOT_A_MEMBER,
        404: `${NO_CHAT} Or the \`before\` message is not in it.`,
      },
    },
    {
      method: 'post',
      path: '/users/:userId/chats',
      summary: 'A chat with friends; an existing 1:1 chat is answered as is',
      access: forUser,
      body: createChatRequestSchema,
      answers: {
        200: { description: 'The existing 1:1 chat.', json: chatCreatedAnswerSchema },
        201: { description: 'The new chat.', json: chatCreatedAnswerSchema },
        403: 'Not Friends: chats are with friends only.',
      },
    },
    {
      method: 'post',
      path: '/users/:userId/chats/:chatId/last-read',
      summary: "Moves the user's last-read marker to a message",
      access: forUser,
      body: updateLastReadRequestSchema,
      answers: { 204: { description: 'Marked.' }, 403: NOT_A_MEMBER, 404: `${NO_CHAT} Or Message Not Found.` },
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
        403: NOT_A_MEMBER,
        404: NO_CHAT,
        409: 'Message Id Taken by another message.',
      },
    },
    {
      method: 'get',
      path: '/users/:userId/chats/:chatId/membership',
      summary: 'Whether the user may use the chat (the gateway\'s `join-room`)',
      access: forUser,
      answers: { 204: { description: 'A member.' }, 403: NOT_A_MEMBER, 404: NO_CHAT },
    },
  ],
};
