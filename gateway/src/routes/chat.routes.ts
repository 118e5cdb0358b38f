// The chat calls (spec §7): the list, one chat with a page of messages, creating
// a chat, the last-read marker, leaving a group chat and hiding a 1:1. The chat service answers as the session's user (it
// checks membership with that id; ids from the client are only passed on); the gateway
// adds the members' public views from profile's batch read. Messages travel over the
// socket (realtime/chat-socket-handlers.ts).
import type { Request } from 'express';
import {
  chatCreatedAnswerSchema,
  createChatRequestSchema,
  hideChatRequestSchema,
  leaveChatRequestSchema,
  memberChatsSchema,
  updateLastReadRequestSchema,
  type ChatDetail,
  type ChatList,
  type CreateChatRequestBody,
  type HideChatRequestBody,
  type LeaveChatRequestBody,
  type UpdateLastReadRequestBody,
} from '@outings/contracts';
import { parseInput } from '@outings/service-kit';
import { identityOf } from '../identity/client-identity';
import { unexpectedAnswer } from '../proxy/upstream-error';
import { readPublicViews } from '../composition/public-views';
import { composedCalls, type ComposedCallSet } from './composed-calls';
import type { RouteContext } from './route-context';
import { idOf, isSuccess, nextPageQuery, relay, sessionUserId, smallJsonBody } from './route-helpers';

/** The session's user's chats at the chat service, and the path of one of them. */
function chatPaths(req: Request) {
  const userId = sessionUserId(req);
  const chats = `/users/${encodeURIComponent(userId)}/chats`;
  return { userId, chats, chat: (chatId: string) => `${chats}/${encodeURIComponent(chatId)}` };
}

export function chatRoutes({ services }: RouteContext): ComposedCallSet {
  const router = composedCalls();

  /**
   * A page of the caller's chats, newest first (the next after `?before=<cursor>`), each
   * chat's members' public views by chat id, the next page's cursor and the unread total.
   */
  router.get('chats', async (req, res) => {
    const paths = chatPaths(req);
    const query = nextPageQuery(req.query.before);
    const identity = identityOf(req);
    const found = await services.chat.call('GET', `${paths.chats}${query}`, identity);
    if (!isSuccess(found)) return relay(res, found);
    const parsed = memberChatsSchema.safeParse(found.body);
    if (!parsed.success) throw unexpectedAnswer();
    const { chats, next, unreadTotal } = parsed.data;
    const read = await readPublicViews(services.profile, chats.flatMap((chat) => chat.users), identity);
    if (!read.ok) return relay(res, read.refusal);
    // A member whose profile is still being created shows once it is.
    const chatMembersMap = Object.fromEntries(
      chats.map((chat) => [chat._id, chat.users.flatMap((id) => read.views.get(id) ?? [])] as const),
    );
    const answer: ChatList = { chats, chatMembersMap, next, unreadTotal };
    res.json(answer);
  });

  /**
   * One chat with its latest page of messages (older ones with `?before=<messageId>`), and
   * its members' views; those who left it apart, for their notices.
   */
  router.get('chat', async (req, res) => {
    const paths = chatPaths(req);
    const chatId = idOf(req.params.chatId, 'The chat');
    const before = req.query.before === undefined ? undefined : idOf(req.query.before, 'before');
    const identity = identityOf(req);
    const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
    const found = await services.chat.call('GET', `${paths.chat(chatId)}${query}`, identity);
    if (!isSuccess(found)) return relay(res, found);
    const parsed = chatCreatedAnswerSchema.safeParse(found.body);
    if (!parsed.success) throw unexpectedAnswer();
    const { chat } = parsed.data;
    const leftUsers = chat.leftUsers ?? [];
    const read = await readPublicViews(services.profile, [...chat.users, ...leftUsers], identity);
    if (!read.ok) return relay(res, read.refusal);
    const viewsOf = (ids: readonly string[]) => ids.flatMap((id) => read.views.get(id) ?? []);
    const answer: ChatDetail = { chat, populatedUsers: viewsOf(chat.users), ...(leftUsers.length > 0 ? { leftMembers: viewsOf(leftUsers) } : {}) };
    res.json(answer);
  });

  /** A chat with friends (the chat service checks them); an existing 1:1 or group with exactly these members is answered as is. */
  router.post('createChat', smallJsonBody, async (req, res) => {
    const paths = chatPaths(req);
    const call: CreateChatRequestBody = parseInput(createChatRequestSchema, req.body);
    const created = await services.chat.call('POST', paths.chats, identityOf(req), call);
    if (!isSuccess(created)) return relay(res, created);
    const parsed = chatCreatedAnswerSchema.safeParse(created.body);
    if (!parsed.success) throw unexpectedAnswer();
    res.status(created.status).json(parsed.data);
  });

  router.post('markChatRead', smallJsonBody, async (req, res) => {
    const paths = chatPaths(req);
    const chatId = idOf(req.params.chatId, 'The chat');
    const call: UpdateLastReadRequestBody = parseInput(updateLastReadRequestSchema, req.body);
    const updated = await services.chat.call('POST', `${paths.chat(chatId)}/last-read`, identityOf(req), call);
    if (!isSuccess(updated)) return relay(res, updated);
    // The browser reloads its chats afterwards (spec §7): nothing to answer.
    res.status(204).end();
  });

  /** Leaves a group chat; the chat service pushes the others' notice and moves the caller's sockets out of its room. */
  router.post('leaveChat', smallJsonBody, async (req, res) => {
    const paths = chatPaths(req);
    const chatId = idOf(req.params.chatId, 'The chat');
    const call: LeaveChatRequestBody = parseInput(leaveChatRequestSchema, req.body);
    const left = await services.chat.call('POST', `${paths.chat(chatId)}/leave`, identityOf(req), call);
    if (!isSuccess(left)) return relay(res, left);
    res.status(204).end();
  });

  /** Hides a 1:1 from the caller's own list until its next message. */
  router.post('hideChat', smallJsonBody, async (req, res) => {
    const paths = chatPaths(req);
    const chatId = idOf(req.params.chatId, 'The chat');
    const call: HideChatRequestBody = parseInput(hideChatRequestSchema, req.body);
    const hidden = await services.chat.call('POST', `${paths.chat(chatId)}/hide`, identityOf(req), call);
    if (!isSuccess(hidden)) return relay(res, hidden);
    res.status(204).end();
  });

  return router;
}
