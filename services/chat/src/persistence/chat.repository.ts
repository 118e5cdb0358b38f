// Queries on the chat tables. Each function takes the handle to run on: the root database
// or the caller's open transaction.
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { ChatKind } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { KeysetPosition } from '@outings/service-kit';
import type { Member, StoredMessage } from '../domain/chat-rules';
import { chats, friendships, members, messages, type ChatRow, type OutingActivity } from './schema';

export async function findChat(db: Db, chatId: string, lock = false): Promise<ChatRow | null> {
  const query = db.select().from(chats).where(eq(chats.id, chatId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOutingChat(db: Db, outingId: string, lock = false): Promise<ChatRow | null> {
  const query = db.select().from(chats).where(eq(chats.outingId, outingId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface NewChat {
  /** Given by the caller (an outing's chat takes the id the outing answers); else random. */
  id?: string;
  kind: ChatKind;
  name: string;
  createdBy: string;
  createdAt: Date;
  outingId?: string;
  outingActivity?: OutingActivity;
}

export async function insertChat(tx: Db, chat: NewChat): Promise<ChatRow> {
  const [row] = await tx.insert(chats).values({ ...chat, touchedAt: chat.createdAt }).returning();
  if (!row) throw new Error('an inserted chat came back empty');
  return row;
}

export async function updateOutingChat(tx: Db, chatId: string, name: string, outingActivity: OutingActivity): Promise<void> {
  await tx.update(chats).set({ name, outingActivity }).where(eq(chats.id, chatId));
}

/** Deletes the chat with its members and messages (cascading). */
export async function deleteChat(tx: Db, chatId: string): Promise<void> {
  await tx.delete(chats).where(eq(chats.id, chatId));
}

/** Sets the chat's members to exactly these, in this order, keeping the markers of those who stay. */
export async function setMembers(tx: Db, chatId: string, wanted: ReadonlyArray<{ userId: string; flaked: boolean }>): Promise<void> {
  const ids = wanted.map((member) => member.userId);
  await tx.delete(members).where(ids.length > 0 ? and(eq(members.chatId, chatId), notInArray(members.userId, ids)) : eq(members.chatId, chatId));
  if (wanted.length === 0) return;
  await tx
    .insert(members)
    .values(wanted.map((member, position) => ({ chatId, userId: member.userId, flaked: member.flaked, position })))
    .onConflictDoUpdate({
      target: [members.chatId, members.userId],
      set: { flaked: sql`excluded.flaked`, position: sql`excluded.position` },
    });
}

export async function insertMembers(tx: Db, chatId: string, userIds: readonly string[]): Promise<void> {
  await tx.insert(members).values(userIds.map((userId, position) => ({ chatId, userId, position })));
}

const memberColumns = { userId: members.userId, lastReadSeq: members.lastReadSeq, flaked: members.flaked, left: sql<boolean>`${members.leftAt} is not null` };

/** Members who may use the chat: neither flaked its outing nor left it. */
const isActive = and(eq(members.flaked, false), isNull(members.leftAt));

/** The chat is on the member's list: not hidden by them, or a message came since (chat-rules `isHidden`). */
const notHidden = or(isNull(members.hiddenAtSeq), gt(chats.lastSeq, members.hiddenAtSeq));

export async function findMembers(db: Db, chatId: string): Promise<Member[]> {
  return db
    .select(memberColumns)
    .from(members)
    .where(eq(members.chatId, chatId))
    .orderBy(asc(members.position), asc(members.userId));
}

export async function membersOf(db: Db, chatIds: readonly string[]): Promise<Map<string, Member[]>> {
  const byChat = new Map<string, Member[]>(chatIds.map((id) => [id, []]));
  if (chatIds.length === 0) return byChat;
  const rows = await db
    .select({ chatId: members.chatId, ...memberColumns })
    .from(members)
    .where(inArray(members.chatId, [...chatIds]))
    .orderBy(asc(members.chatId), asc(members.position), asc(members.userId));
  for (const { chatId, ...member } of rows) byChat.get(chatId)?.push(member);
  return byChat;
}

/**
 * The chats `userId` sees (not those whose outing they flaked, nor those they left or
 * hide: chat-rules `isListedFor`), newest touched first, at most `limit`: from the top, or
 * strictly after `before` (keyset on touched, id).
 */
export function listedChatsOf(db: Db, userId: string, before: KeysetPosition | null, limit: number): Promise<ChatRow[]> {
  const listed = and(eq(members.userId, userId), isActive, notHidden);
  return db
    .select({ chat: chats })
    .from(members)
    .innerJoin(chats, eq(chats.id, members.chatId))
    .where(before === null ? listed : and(listed, sql`(${chats.touchedAt}, ${chats.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`))
    .orderBy(desc(chats.touchedAt), desc(chats.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.chat));
}

/**
 * The ids of every chat `userId` may use, the most recently touched first, at most
 * `limit`: the rooms their sockets join. Hidden ones too: their next message must arrive.
 */
export async function usableChatIdsOf(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: chats.id })
    .from(members)
    .innerJoin(chats, eq(chats.id, members.chatId))
    .where(and(eq(members.userId, userId), isActive))
    .orderBy(desc(chats.touchedAt), desc(chats.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The 1:1 or group chat whose members still in are exactly these (in any order), if any. */
export async function findChatWithMembers(db: Db, kind: 'direct' | 'group', memberIds: readonly string[]): Promise<ChatRow | null> {
  const [first] = memberIds;
  if (first === undefined) return null;
  const wanted = [...new Set(memberIds)];
  const [row] = await db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(members, eq(members.chatId, chats.id))
    // Only chats the first member is in: their few, not every chat of the kind.
    .where(and(eq(chats.kind, kind), inArray(chats.id, db.select({ id: members.chatId }).from(members).where(eq(members.userId, first)))))
    .groupBy(chats.id)
    .having(and(
      sql`count(*) filter (where ${isActive}) = ${wanted.length}`,
      sql`count(*) filter (where ${and(isActive, inArray(members.userId, wanted))}) = ${wanted.length}`,
    ))
    .orderBy(asc(chats.createdAt), asc(chats.id))
    .limit(1);
  return row?.chat ?? null;
}

/** Serializes the callers holding the same key until their transaction ends (one chat per member set). */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const messageColumns = { seq: messages.seq, id: messages.id, userId: messages.userId, text: messages.text, kind: messages.kind, sentAt: messages.sentAt };

export async function findMessageInChat(db: Db, chatId: string, messageId: string): Promise<StoredMessage | null> {
  const [row] = await db.select(messageColumns).from(messages).where(and(eq(messages.chatId, chatId), eq(messages.id, messageId)));
  return row ?? null;
}

/** Up to `size` messages before `beforeSeq` (the latest when null), oldest first, and whether older exist. */
export async function pageOfMessages(db: Db, chatId: string, beforeSeq: number | null, size: number): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(beforeSeq === null ? eq(messages.chatId, chatId) : and(eq(messages.chatId, chatId), lt(messages.seq, beforeSeq)))
    .orderBy(desc(messages.seq))
    .limit(size + 1);
  return { messages: rows.slice(0, size).reverse(), hasOlder: rows.length > size };
}

/** Each chat's last message. */
export async function lastMessagesOf(db: Db, chatRows: readonly ChatRow[]): Promise<Map<string, StoredMessage>> {
  const withMessages = chatRows.filter((chat) => chat.lastSeq > 0);
  const byChat = new Map<string, StoredMessage>();
  if (withMessages.length === 0) return byChat;
  const rows = await db
    .select({ chatId: messages.chatId, ...messageColumns })
    .from(messages)
    .where(or(...withMessages.map((chat) => and(eq(messages.chatId, chat.id), eq(messages.seq, chat.lastSeq)))));
  for (const { chatId, ...message } of rows) byChat.set(chatId, message);
  return byChat;
}

/** Message ids at given numbers, by chat: the messages the members' markers point at. */
export async function idsAtSeqs(db: Db, wanted: ReadonlyMap<string, readonly number[]>): Promise<Map<string, Map<number, string>>> {
  const byChat = new Map<string, Map<number, string>>([...wanted.keys()].map((chatId) => [chatId, new Map()]));
  const conditions = [...wanted].filter(([, seqs]) => seqs.length > 0).map(([chatId, seqs]) => and(eq(messages.chatId, chatId), inArray(messages.seq, [...seqs])));
  if (conditions.length === 0) return byChat;
  const rows = await db.select({ chatId: messages.chatId, seq: messages.seq, id: messages.id }).from(messages).where(or(...conditions));
  for (const row of rows) byChat.get(row.chatId)?.set(row.seq, row.id);
  return byChat;
}

/**
 * The user's unread messages across every chat they see (the Chats badge: chats of outings
 * they flaked, chats they left or hide left out).
 */
export async function unreadTotalOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(members, and(eq(members.chatId, messages.chatId), eq(members.userId, userId), isActive))
    .innerJoin(chats, and(eq(chats.id, messages.chatId), notHidden))
    .where(and(ne(messages.userId, userId), sql`${messages.seq} > coalesce(${members.lastReadSeq}, 0)`));
  return Number(row?.unread ?? 0);
}

/** The user's unread messages per chat (chat-rules.ts `isUnreadFor`, counted by the database). */
export async function unreadCounts(db: Db, userId: string, chatIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(chatIds.map((id) => [id, 0]));
  if (chatIds.length === 0) return counts;
  const rows = await db
    .select({ chatId: messages.chatId, unread: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(members, and(eq(members.chatId, messages.chatId), eq(members.userId, userId)))
    .where(and(
      inArray(messages.chatId, [...chatIds]),
      ne(messages.userId, userId),
      sql`${messages.seq} > coalesce(${members.lastReadSeq}, 0)`,
    ))
    .groupBy(messages.chatId);
  for (const row of rows) counts.set(row.chatId, Number(row.unread));
  return counts;
}

/** Moves the member's marker forward to `seq` (never back). */
export async function moveMarker(tx: Db, chatId: string, userId: string, seq: number): Promise<void> {
  await tx
    .update(members)
    .set({ lastReadSeq: sql`greatest(coalesce(${members.lastReadSeq}, 0), ${seq})` })
    .where(and(eq(members.chatId, chatId), eq(members.userId, userId)));
}

/** Which of `ids` are friends of `userId`. */
export async function friendsAmong(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ friendId: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), inArray(friendships.friendId, [...ids])));
  return new Set(rows.map((row) => row.friendId));
}
