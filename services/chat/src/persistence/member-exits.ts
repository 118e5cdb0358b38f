// A member stepping out of a chat: leaving a group (the row stays, with `left_at`, so the
// notice still names them) with the notice the others read, and hiding a 1:1 from their
// own list until its next message. Each function runs in the caller's transaction.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { MessageKind } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { StoredMessage } from '../domain/chat-rules';
import { chats, members, messages } from './schema';

export async function markLeft(tx: Db, chatId: string, userId: string, at: Date): Promise<void> {
  await tx.update(members).set({ leftAt: at }).where(and(eq(members.chatId, chatId), eq(members.userId, userId)));
}

/** Off the member's list until a message comes after `lastSeq` (chat-rules `isHidden`). */
export async function hideFor(tx: Db, chatId: string, userId: string, lastSeq: number): Promise<void> {
  await tx.update(members).set({ hiddenAtSeq: lastSeq }).where(and(eq(members.chatId, chatId), eq(members.userId, userId)));
}

/** Back on the member's list; whether it was hidden. */
export async function showAgainFor(tx: Db, chatId: string, userId: string): Promise<boolean> {
  const shown = await tx
    .update(members)
    .set({ hiddenAtSeq: null })
    .where(and(eq(members.chatId, chatId), eq(members.userId, userId), isNotNull(members.hiddenAtSeq)))
    .returning({ userId: members.userId });
  return shown.length > 0;
}

export interface NoticeToStore {
  chatId: string;
  /** The service's own: no browser sent it. */
  id: string;
  userId: string;
  kind: Exclude<MessageKind, 'text'>;
  now: Date;
}

/**
 * A notice numbered and timed as a message is (persistence/store-message.ts): the next
 * number, and now or a millisecond after the chat's last message, touching the chat so it
 * moves to the top of its members' lists. The caller holds the chat row's lock.
 */
export async function storeNotice(tx: Db, notice: NoticeToStore): Promise<StoredMessage> {
  const [numbered] = await tx
    .update(chats)
    .set({
      lastSeq: sql`${chats.lastSeq} + 1`,
      touchedAt: sql`greatest(${chats.touchedAt} + interval '1 millisecond', ${notice.now.toISOString()}::timestamptz)`,
    })
    .where(eq(chats.id, notice.chatId))
    .returning({ seq: chats.lastSeq, sentAt: chats.touchedAt });
  if (!numbered) throw new Error(`chat ${notice.chatId} went missing under its lock`);
  const stored: StoredMessage = { seq: numbered.seq, id: notice.id, userId: notice.userId, text: '', kind: notice.kind, sentAt: numbered.sentAt };
  await tx.insert(messages).values({ chatId: notice.chatId, ...stored });
  return stored;
}
