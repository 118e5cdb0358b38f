// The chat calls the gateway makes (docs/architecture.md "Public calls"), acting for the
// user of the path, who must be the caller the gateway vouched for. 404 for an unknown
// chat, 403 for one the caller may not use, 400 for bad input.
import { Router } from 'express';
import {
  createChatRequestSchema,
  hideChatRequestSchema,
  leaveChatRequestSchema,
  outgoingMessageSchema,
  updateLastReadRequestSchema,
  type ChatRooms,
  type MemberChats,
  type StoredMessage,
} from '@outings/contracts';
import { beforeCursorOf, parseInput, requireSelf } from '@outings/service-kit';
import type { ChatService } from '../application/chat.service';

export function chatRoutes(chats: ChatService): Router {
  const router = Router();

  router.get('/users/:userId/chats', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const answer: MemberChats = await chats.listChats(userId, beforeCursorOf(req.query));
    res.json(answer);
  });

  /** The ids of the user's chats: the rooms the gateway joins their socket to on connect. */
  router.get('/users/:userId/chat-rooms', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const answer: ChatRooms = { chatIds: await chats.listChatRooms(userId) };
    res.json(answer);
  });

  router.get('/users/:userId/chats/:chatId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const before = typeof req.query.before === 'string' && req.query.before !== '' ? req.query.before : undefined;
    res.json({ chat: await chats.getChat(userId, req.params.chatId, before) });
  });

  router.post('/users/:userId/chats', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { withUsers } = parseInput(createChatRequestSchema, req.body);
    const { chat, created } = await chats.createChat(userId, withUsers);
    res.status(created ? 201 : 200).json({ chat });
  });

  router.post('/users/:userId/chats/:chatId/last-read', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { messageID } = parseInput(updateLastReadRequestSchema, req.body);
    await chats.markRead(userId, req.params.chatId, messageID);
    res.status(204).end();
  });

  router.post('/users/:userId/chats/:chatId/messages', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { id, message } = parseInput(outgoingMessageSchema, req.body);
    const posted: StoredMessage = await chats.postMessage(userId, req.params.chatId, id, message);
    res.status(posted.duplicate ? 200 : 201).json(posted);
  });

  router.post('/users/:userId/chats/:chatId/leave', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    parseInput(leaveChatRequestSchema, req.body);
    await chats.leaveChat(userId, req.params.chatId);
    res.status(204).end();
  });

  router.post('/users/:userId/chats/:chatId/hide', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    parseInput(hideChatRequestSchema, req.body);
    await chats.hideChat(userId, req.params.chatId);
    res.status(204).end();
  });

  /** 204 when the user may use the chat (the gateway's `join-room`). */
  router.get('/users/:userId/chats/:chatId/membership', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    await chats.checkMembership(userId, req.params.chatId);
    res.status(204).end();
  });

  return router;
}
