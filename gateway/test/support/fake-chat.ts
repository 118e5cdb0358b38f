// The chat service as the gateway relies on it, over a few chats kept in memory:
// membership is checked with the identity header's user, as the real service does.
import type { Express, Request, Response } from 'express';
import type { ChatView, MessageView } from '@outings/contracts';

export function chatViewOf(id: string, users: string[], messages: MessageView[] = []): ChatView {
  return {
    _id: id,
    kind: users.length === 2 ? 'direct' : 'group',
    name: '',
    users,
    messages,
    last_read: Object.fromEntries(users.map((user) => [user, 'initialized'])),
    touched: '2026-03-01T10:00:00.000Z',
    unread: messages.length,
    hasOlder: false,
  };
}

export interface FakeChatState {
  chats: Map<string, ChatView>;
  /** Messages stored by id, as the service would keep them once. */
  stored: Map<string, MessageView>;
  /** When set, every messages call answers this status with a refusal. */
  refuseMessagesWith?: number;
}

/** The fake's chats per page; its cursor is the last chat's id (the real one is opaque too). */
export const FAKE_CHAT_PAGE = 2;

const NOT_FOUND = { header: 'Chat Not Found', message: 'This chat does not exist.' };
const NOT_MEMBER = { header: 'Not a Member', message: 'You are not a member of this chat.' };

export function fakeChatRoutes(state: FakeChatState) {
  return (app: Express) => {
    /** The chat, when the caller (identity header) is the path's user and a member; else the refusal is sent. */
    const memberChat = (req: Request, res: Response): ChatView | null => {
      const caller = req.headers['x-outings-user-id'];
      const chat = state.chats.get(String(req.params.chatId));
      if (!chat) {
        res.status(404).json(NOT_FOUND);
        return null;
      }
      if (caller !== req.params.userId || !chat.users.includes(String(caller))) {
        res.status(403).json(NOT_MEMBER);
        return null;
      }
      return chat;
    };
    app.get('/users/:userId/chats', (req, res) => {
      const mine = [...state.chats.values()].filter((chat) => chat.users.includes(req.params.userId));
      const start = typeof req.query.before === 'string' ? mine.findIndex((chat) => chat._id === req.query.before) + 1 : 0;
      const chats = mine.slice(start, start + FAKE_CHAT_PAGE);
      const next = start + FAKE_CHAT_PAGE < mine.length ? (chats[chats.length - 1]?._id ?? null) : null;
      res.json({ chats, next, unreadTotal: mine.reduce((total, chat) => total + chat.unread, 0) });
    });
    app.get('/users/:userId/chat-rooms', (req, res) => {
      res.json({ chatIds: [...state.chats.values()].filter((chat) => chat.users.includes(req.params.userId)).map((chat) => chat._id) });
    });
    app.get('/users/:userId/chats/:chatId', (req, res) => {
      const chat = memberChat(req, res);
      if (chat) res.json({ chat });
    });
    app.get('/users/:userId/chats/:chatId/membership', (req, res) => {
      if (memberChat(req, res)) res.status(204).end();
    });
    app.post('/users/:userId/chats', (req, res) => {
      const { withUsers } = req.body as { withUsers: string[] };
      if (withUsers.includes('stranger')) return res.status(403).json({ header: 'Not Friends', message: 'You can only chat with friends.' });
      const chat = chatViewOf(`chat-${state.chats.size + 1}`, [req.params.userId, ...withUsers]);
      state.chats.set(chat._id, chat);
      res.status(201).json({ chat });
    });
    app.post('/users/:userId/chats/:chatId/last-read', (req, res) => {
      if (memberChat(req, res)) res.status(204).end();
    });
    app.post('/users/:userId/chats/:chatId/leave', (req, res) => {
      const chat = memberChat(req, res);
      if (!chat) return;
      if (chat.kind !== 'group') return res.status(409).json({ header: 'Cannot Leave', message: 'Only a group chat can be left.' });
      const { userId } = req.params;
      state.chats.set(chat._id, { ...chat, users: chat.users.filter((id) => id !== userId), leftUsers: [...(chat.leftUsers ?? []), userId] });
      res.status(204).end();
    });
    app.post('/users/:userId/chats/:chatId/hide', (req, res) => {
      const chat = memberChat(req, res);
      if (!chat) return;
      if (chat.kind !== 'direct') return res.status(409).json({ header: 'Cannot Hide', message: 'Only a 1:1 chat can be hidden.' });
      res.status(204).end();
    });
    app.post('/users/:userId/chats/:chatId/messages', (req, res) => {
      if (state.refuseMessagesWith) return res.status(state.refuseMessagesWith).json({ header: 'Refused', message: 'Refused by the fake.' });
      if (!memberChat(req, res)) return;
      const { id, message } = req.body as { id: string; message: string };
      const known = state.stored.get(id);
      if (known) return res.status(200).json({ message: known, duplicate: true });
      const stored: MessageView = { id, message, user: req.params.userId, sent: '2026-03-01T10:01:00.000Z', readBy: [req.params.userId] };
      state.stored.set(id, stored);
      res.status(201).json({ message: stored, duplicate: false });
    });
  };
}
