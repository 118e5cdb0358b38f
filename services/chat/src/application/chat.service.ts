// The chat use cases. Routes and event handlers stay thin and call these. A message is numbered, stored, touches its chat and moves the
// sender's marker in one statement (persistence/store-message.ts), its event added in the
// same transaction; its `new-message` push leaves after the commit (the realtime port), to
// the chat's room on every gateway. Leaving a group stores a notice that travels the same way.
import { randomUUID } from 'node:crypto';
import {
  CHAT_LIMITS,
  CHAT_REFUSALS,
  ChatCreated,
  ChatMessagePosted,
  createEvent,
  isUuid,
  type ChatKind,
  type ChatView,
  type EventData,
  type MemberChats,
  type MessageView,
  type OutingCreated,
  type OutingMembershipChanged,
} from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { badRequest, pageOf, refusalError, type KeysetPosition } from '@outings/service-kit';
import {
  accessChanges,
  accessOf,
  activeMembers,
  checkMessageText,
  markerAfterSending,
  mayHide,
  memberSetKey,
  messageRecipients,
  outingMembers,
  planChat,
  planLeave,
  toChatView,
  toMessageView,
  type Access,
  type Member,
  type StoredMessage,
} from '../domain/chat-rules';
import { messagePreview } from '../domain/message-preview';
import {
  deleteChat,
  findChat,
  findChatWithMembers,
  findMembers,
  findMessageInChat,
  findOutingChat,
  friendsAmong,
  idsAtSeqs,
  insertChat,
  insertMembers,
  lastMessagesOf,
  listedChatsOf,
  lockKey,
  membersOf,
  moveMarker,
  pageOfMessages,
  setMembers,
  unreadCounts,
  unreadTotalOf,
  updateOutingChat,
  usableChatIdsOf,
} from '../persistence/chat.repository';
import { hideFor, markLeft, showAgainFor, storeNotice } from '../persistence/member-exits';
import type { ChatRow } from '../persistence/schema';
import { storeMessage, type MessageToStore } from '../persistence/store-message';

const chatNotFound = () => refusalError(CHAT_REFUSALS.chatNotFound);
const notAMember = () => refusalError(CHAT_REFUSALS.notAMember);
const flakedOut = () => refusalError(CHAT_REFUSALS.flakedOut);
const leftChat = () => refusalError(CHAT_REFUSALS.leftChat);
const notFriends = () => refusalError(CHAT_REFUSALS.notFriends);
const messageNotFound = () => refusalError(CHAT_REFUSALS.messageNotFound);

export interface PostedMessage {
  message: MessageView;
  duplicate: boolean;
}

/**
 * The most chat rooms one user's sockets are joined to on connect, the most recently
 * touched first: far more than anyone reads, and a bound on what a connect costs.
 */
export const CHAT_ROOMS_MAX = 1000;

export interface ChatService {
  /** A page of the user's chats, newest touched first: the first, or the one after `before`. */
  listChats(userId: string, before: KeysetPosition | null): Promise<MemberChats>;
  /** The ids of the user's chats, for their sockets to join on connect (at most `CHAT_ROOMS_MAX`). */
  listChatRooms(userId: string): Promise<string[]>;
  getChat(userId: string, chatId: string, beforeMessageId?: string): Promise<ChatView>;
  /** `created` false when a 1:1 or group chat with exactly these members existed already. */
  createChat(userId: string, withUsers: readonly string[]): Promise<{ chat: ChatView; created: boolean }>;
  markRead(userId: string, chatId: string, messageId: string): Promise<void>;
  postMessage(userId: string, chatId: string, id: string, text: string): Promise<PostedMessage>;
  /** Throws 404 or 403 unless the user may use the chat. */
  checkMembership(userId: string, chatId: string): Promise<void>;
  /**
   * Leaves a group chat: the user's sockets leave its room and they reload their chats; the
   * others get a `left` notice as a new message. The last one to leave deletes the chat.
   */
  leaveChat(userId: string, chatId: string): Promise<void>;
  /** Hides a 1:1 from the user's own list until its next message; their browsers reload their chats. */
  hideChat(userId: string, chatId: string): Promise<void>;
  /**
   * Makes or updates the outing's chat to the event's membership. Those who gained or lost
   * it are moved in or out of its room at once and told to reload their chats (`update-user`).
   */
  outingChanged(tx: Db, outing: EventData<typeof OutingCreated> | EventData<typeof OutingMembershipChanged>, at: Date): Promise<void>;
  /** Deletes the outing's chat; its members' sockets leave its room and they reload. */
  outingDeleted(tx: Db, outingId: string): Promise<void>;
}

export function createChatService(
  { database, outbox, realtime }: Pick<ServiceContext<'chat'>, 'database' | 'outbox' | 'realtime'>,
): ChatService {
  /** 403 with the reason unless the access is a member's. */
  function requireMember(access: Access): void {
    if (access === 'not-member') throw notAMember();
    if (access === 'flaked') throw flakedOut();
    if (access === 'left') throw leftChat();
  }

  /** The chat (its row locked with `lock`) and its members, once the user may use it; 404 for an unknown chat, 403 otherwise. */
  async function usableChat(db: Db, userId: string, chatId: string, lock = false): Promise<{ chat: ChatRow; members: Member[] }> {
    if (!isUuid(chatId)) throw chatNotFound();
    const chat = await findChat(db, chatId, lock);
    if (!chat) throw chatNotFound();
    const members = await findMembers(db, chatId);
    requireMember(accessOf(members.find((member) => member.userId === userId)));
    return { chat, members };
  }

  async function viewsOf(db: Db, userId: string, chatRows: readonly ChatRow[], pages: Map<string, { messages: StoredMessage[]; hasOlder: boolean }>): Promise<ChatView[]> {
    const ids = chatRows.map((chat) => chat.id);
    const [membersByChat, unread] = await Promise.all([membersOf(db, ids), unreadCounts(db, userId, ids)]);
    const markers = new Map(ids.map((id) => [id, (membersByChat.get(id) ?? []).flatMap((member) => (member.lastReadSeq === null ? [] : [member.lastReadSeq]))]));
    const idAtSeq = await idsAtSeqs(db, markers);
    return chatRows.map((chat) => {
      const page = pages.get(chat.id) ?? { messages: [], hasOlder: false };
      return toChatView({
        chat,
        members: membersByChat.get(chat.id) ?? [],
        messages: page.messages,
        idAtSeq: idAtSeq.get(chat.id) ?? new Map(),
        unread: unread.get(chat.id) ?? 0,
        hasOlder: page.hasOlder,
      });
    });
  }

  async function createChatIn(tx: Db, kind: ChatKind, memberIds: readonly string[], createdAt: Date): Promise<ChatRow> {
    const [createdBy] = memberIds;
    if (createdBy === undefined) throw new Error('a chat needs members');
    const chat = await insertChat(tx, { kind, name: '', createdBy, createdAt });
    await insertMembers(tx, chat.id, memberIds);
    await outbox.add(tx, createEvent(ChatCreated, { chatId: chat.id, kind, createdBy, memberIds: [...memberIds], createdAt: createdAt.toISOString() }));
    return chat;
  }

  /** A message as asked, checked: 400 for a bad id or text, 404 for an id that is no chat's. */
  function checkedMessage(userId: string, chatId: string, id: string, raw: string): MessageToStore {
    if (!isUuid(id)) throw badRequest('A message id must be a UUID');
    const checked = checkMessageText(raw);
    if (!checked.ok) throw badRequest(checked.message);
    if (!isUuid(chatId)) throw chatNotFound();
    return { chatId, id, userId, text: checked.text, now: new Date() };
  }

  /**
   * Stores the message in one statement, adds `chat.message-posted` (web push to the
   * recipients whose app is closed: committed with the message or not at all) and pushes
   * the message once `tx` commits; a resend is answered as a duplicate and not pushed
   * again. Null when the chat changed while the statement waited for its row (it stored
   * nothing): the caller locks the chat and retries.
   */
  async function tryPost(tx: Db, asked: MessageToStore): Promise<PostedMessage | null> {
    const { kind, members, existing, stored } = await storeMessage(tx, asked);
    if (kind === null) throw chatNotFound();
    requireMember(accessOf(members.find((member) => member.userId === asked.userId)));
    if (existing) {
      if (existing.chatId !== asked.chatId || existing.userId !== asked.userId) {
        throw refusalError(CHAT_REFUSALS.messageIdTaken);
      }
      return { message: toMessageView(existing, members), duplicate: true };
    }
    if (!stored) return null;
    const after = members.map((member) => (member.userId === asked.userId ? { ...member, lastReadSeq: markerAfterSending(member.lastReadSeq, stored.seq) } : member));
    const message = toMessageView(stored, after);
    await outbox.add(tx, createEvent(ChatMessagePosted, {
      chatId: asked.chatId,
      messageId: asked.id,
      senderId: asked.userId,
      preview: messagePreview(asked.text),
      recipientIds: messageRecipients(asked.userId, members),
      sentAt: stored.sentAt.toISOString(),
    }));
    realtime.toChat(tx, asked.chatId, 'new-message', { message, chat: asked.chatId });
    return { message, duplicate: false };
  }

  /** The chat row's lock first: the statement then reads the chat as it is, and no one overtakes it. */
  async function postLocked(tx: Db, asked: MessageToStore): Promise<PostedMessage> {
    if (!(await findChat(tx, asked.chatId, true))) throw chatNotFound();
    const posted = await tryPost(tx, asked);
    if (!posted) throw new Error(`chat ${asked.chatId} changed while its transaction held its lock`);
    return posted;
  }

  /** After the commit: their sockets join the chat's room, and their browsers reload the chats. */
  function letIn(tx: Db, chatId: string, userIds: readonly string[]): void {
    for (const userId of userIds) {
      realtime.joinChat(tx, userId, chatId);
      realtime.toUser(tx, userId, 'update-user', { topics: ['chats'], ids: [chatId] });
    }
  }

  /** After the commit: their sockets leave the chat's room at once (no more of its messages), and they reload the chats. */
  function letOut(tx: Db, chatId: string, userIds: readonly string[]): void {
    for (const userId of userIds) {
      realtime.leaveChat(tx, userId, chatId);
      realtime.toUser(tx, userId, 'update-user', { topics: ['chats'], ids: [chatId] });
    }
  }

  return {
    async listChats(userId, before) {
      const size = CHAT_LIMITS.listPageSize;
      const [rows, unreadTotal] = await Promise.all([listedChatsOf(database.db, userId, before, size + 1), unreadTotalOf(database.db, userId)]);
      const { items: chatRows, next } = pageOf(rows, size, (chat) => ({ at: chat.touchedAt, id: chat.id }));
      const last = await lastMessagesOf(database.db, chatRows);
      const pages = new Map(chatRows.map((chat) => {
        const message = last.get(chat.id);
        return [chat.id, { messages: message ? [message] : [], hasOlder: chat.lastSeq > 1 }];
      }));
      return { chats: await viewsOf(database.db, userId, chatRows, pages), next, unreadTotal };
    },

    listChatRooms: (userId) => usableChatIdsOf(database.db, userId, CHAT_ROOMS_MAX),

    async getChat(userId, chatId, beforeMessageId) {
      const { chat } = await usableChat(database.db, userId, chatId);
      let beforeSeq: number | null = null;
      if (beforeMessageId !== undefined) {
        const before = isUuid(beforeMessageId) ? await findMessageInChat(database.db, chatId, beforeMessageId) : null;
        if (!before) throw messageNotFound();
        beforeSeq = before.seq;
      }
      const page = await pageOfMessages(database.db, chatId, beforeSeq, CHAT_LIMITS.pageSize);
      const [view] = await viewsOf(database.db, userId, [chat], new Map([[chat.id, page]]));
      if (!view) throw new Error('a chat view went missing');
      return view;
    },

    async createChat(userId, withUsers) {
      const result = await database.transaction(async (tx) => {
        const others = withUsers.filter((id) => id !== userId);
        const plan = planChat(userId, withUsers, await friendsAmong(tx, userId, others));
        if (plan.kind === 'refused') {
          if (plan.reason === 'not-friends') throw notFriends();
          throw badRequest(plan.reason === 'no-members' ? 'Please choose at least one friend to chat with' : 'Too many members');
        }
        // One chat per member set (chat-rules `memberSetKey`): callers asking for the same set wait in turn.
        await lockKey(tx, `${plan.kind}:${memberSetKey(plan.memberIds)}`);
        const existing = await findChatWithMembers(tx, plan.kind, plan.memberIds);
        if (existing) {
          // Asking for it again ('+ Chat' on the friend) shows a 1:1 the caller hid.
          if (await showAgainFor(tx, existing.id, userId)) realtime.toUser(tx, userId, 'update-user', { topics: ['chats'], ids: [existing.id] });
          return { chat: existing, created: false };
        }
        return { chat: await createChatIn(tx, plan.kind, plan.memberIds, new Date()), created: true };
      });
      const page = await pageOfMessages(database.db, result.chat.id, null, CHAT_LIMITS.pageSize);
      const [view] = await viewsOf(database.db, userId, [result.chat], new Map([[result.chat.id, page]]));
      if (!view) throw new Error('a chat view went missing');
      return { chat: view, created: result.created };
    },

    async markRead(userId, chatId, messageId) {
      await database.transaction(async (tx) => {
        await usableChat(tx, userId, chatId);
        const message = isUuid(messageId) ? await findMessageInChat(tx, chatId, messageId) : null;
        if (!message) throw messageNotFound();
        await moveMarker(tx, chatId, userId, message.seq);
      });
    },

    async postMessage(userId, chatId, id, text) {
      const asked = checkedMessage(userId, chatId, id, text);
      // Unlocked first; with the chat row locked only when another writer got in between.
      return (await database.transaction((tx) => tryPost(tx, asked))) ?? (await database.transaction((tx) => postLocked(tx, asked)));
    },

    async checkMembership(userId, chatId) {
      await usableChat(database.db, userId, chatId);
    },

    async leaveChat(userId, chatId) {
      await database.transaction(async (tx) => {
        // The row's lock numbers the notice after any message being stored, and lets one leave at a time.
        const { chat, members } = await usableChat(tx, userId, chatId, true);
        const plan = planLeave(chat.kind, userId, members);
        if (plan.kind === 'refused') throw refusalError(CHAT_REFUSALS.notLeavable);
        // Its member set changes: a createChat asking for it waits, then sees the set as it is now.
        await lockKey(tx, `group:${memberSetKey(activeMembers(members).map((member) => member.userId))}`);
        if (plan.kind === 'delete') {
          await deleteChat(tx, chat.id);
          letOut(tx, chat.id, [userId]);
          return;
        }
        const now = new Date();
        await markLeft(tx, chat.id, userId, now);
        const notice = await storeNotice(tx, { chatId: chat.id, id: randomUUID(), userId, kind: 'left', now });
        // Out of the room first: the notice is for those who stay.
        letOut(tx, chat.id, [userId]);
        const after = members.map((member) => (member.userId === userId ? { ...member, left: true } : member));
        realtime.toChat(tx, chat.id, 'new-message', { message: toMessageView(notice, after), chat: chat.id });
      });
    },

    async hideChat(userId, chatId) {
      await database.transaction(async (tx) => {
        // Locked: a message stored meanwhile is either before the hiding (hidden with it) or after (shows the chat).
        const { chat } = await usableChat(tx, userId, chatId, true);
        if (!mayHide(chat.kind)) throw refusalError(CHAT_REFUSALS.notHideable);
        await hideFor(tx, chat.id, userId, chat.lastSeq);
        // Their other tabs and devices drop it from the list too.
        realtime.toUser(tx, userId, 'update-user', { topics: ['chats'], ids: [chat.id] });
      });
    },

    async outingChanged(tx, outing, at) {
      const wanted = outingMembers(outing.memberIds, outing.flakedIds);
      const chat = await findOutingChat(tx, outing.outingId, true);
      if (!chat) {
        // Made from whichever event comes first (a membership change may overtake the
        // creation, which is then skipped as older), always with the outing's chat id.
        const createdAt = 'createdAt' in outing ? new Date(outing.createdAt) : at;
        const made = await insertChat(tx, {
          id: outing.chatId, kind: 'outing', name: outing.activity.name, createdBy: outing.creatorId, createdAt, outingId: outing.outingId, outingActivity: outing.activity,
        });
        await setMembers(tx, made.id, wanted);
        // Its members hear of it through `chat.created` (notification pushes `update-user`).
        await outbox.add(tx, createEvent(ChatCreated, {
          chatId: made.id,
          kind: 'outing',
          createdBy: outing.creatorId,
          memberIds: activeMembers(wanted).map((member) => member.userId),
          createdAt: createdAt.toISOString(),
        }));
        return;
      }
      const before = await findMembers(tx, chat.id);
      await updateOutingChat(tx, chat.id, outing.activity.name, outing.activity);
      await setMembers(tx, chat.id, wanted);
      const { gained, lost } = accessChanges(before, wanted);
      letIn(tx, chat.id, gained);
      letOut(tx, chat.id, lost);
    },

    async outingDeleted(tx, outingId) {
      const chat = await findOutingChat(tx, outingId, true);
      if (!chat) return;
      const { lost } = accessChanges(await findMembers(tx, chat.id), []);
      await deleteChat(tx, chat.id);
      letOut(tx, chat.id, lost);
    },
  };
}
