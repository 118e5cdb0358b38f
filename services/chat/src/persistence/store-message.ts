// Storing a message is the chat service's hot path (every `message-sent`): one statement.
// It reads the sender's membership and any message with the same id, numbers the message
// from the chat row, stores it, moves the sender's marker and touches the chat, and
// answers what the reply, the realtime push and the `chat.message-posted` event (added by
// the chat service in the same transaction) need.
import { sql } from 'drizzle-orm';
import type { ChatKind, MessageKind } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { Member, StoredMessage } from '../domain/chat-rules';
import { chats, members, messages } from './schema';

export interface MessageToStore {
  chatId: string;
  id: string;
  userId: string;
  text: string;
  /** Its time: the chat's touch, now or later. */
  now: Date;
}

/** What the statement saw and did; the chat service decides what it means (chat.service.ts). */
export interface StoreAttempt {
  /** Null: no such chat. */
  kind: ChatKind | null;
  /** Its members in order, as before the sender's marker moved. */
  members: Member[];
  /** A message already holding the id, in this chat or another. */
  existing: (StoredMessage & { chatId: string }) | null;
  /**
   * The message as stored; null when it was not: no chat, not an active member (flaked or left), the id
   * taken, or the chat row changed between this statement's snapshot and its lock (the
   * reads above may be out of date: the caller locks the chat first and tries again).
   */
  stored: StoredMessage | null;
}

type Row = {
  kind: ChatKind | null;
  members: Member[] | null;
  existing: { chat_id: string; seq: number; id: string; user_id: string; text: string; kind: MessageKind; sent_at: string } | null;
  stored: { seq: number; sent_at: string } | null;
};

export async function storeMessage(db: Db, message: MessageToStore): Promise<StoreAttempt> {
  const { chatId, id, userId, text } = message;
  const { rows } = await db.execute<Row>(sql`
    with chat_row as (
      select id, kind, xmin::text as version from ${chats} where id = ${chatId}::uuid
    ),
    sender as (
      select flaked or left_at is not null as away from ${members} where chat_id = ${chatId}::uuid and user_id = ${userId}
    ),
    existing as (
      select chat_id, seq, id, user_id, text, kind, sent_at from ${messages} where id = ${id}::uuid limit 1
    ),
    numbered as (
      update ${chats} as c
      -- Now, or a millisecond after the chat's last message if that is later: sent then
      -- grows strictly with the number, and browsers, which order by sent, never meet a tie.
      set last_seq = c.last_seq + 1, touched_at = greatest(c.touched_at + interval '1 millisecond', ${message.now.toISOString()}::timestamptz)
      from chat_row
      where c.id = chat_row.id
        -- Still the row version this statement read: had it waited for the row's lock
        -- while another writer changed the chat, its reads above would be stale.
        and c.xmin::text = chat_row.version
        and exists (select 1 from sender where not away)
        and not exists (select 1 from existing)
      returning c.last_seq as seq, c.touched_at
    ),
    stored as (
      insert into ${messages} (chat_id, seq, id, user_id, text, sent_at)
      select ${chatId}::uuid, seq, ${id}::uuid, ${userId}, ${text}, touched_at
      from numbered
      returning seq, sent_at
    ),
    marked as (
      update ${members} as m set last_read_seq = greatest(coalesce(m.last_read_seq, 0), stored.seq)
      from stored
      where m.chat_id = ${chatId}::uuid and m.user_id = ${userId}
    )
    select
      (select kind from chat_row) as kind,
      (select json_agg(json_build_object('userId', user_id, 'lastReadSeq', last_read_seq, 'flaked', flaked, 'left', left_at is not null) order by position, user_id)
        from ${members} where chat_id = ${chatId}::uuid) as members,
      (select row_to_json(existing) from existing) as existing,
      (select row_to_json(stored) from stored) as stored
  `);
  const [row] = rows;
  if (!row) throw new Error('storing a message answered no row');
  return {
    kind: row.kind,
    members: row.members ?? [],
    existing: row.existing && {
      chatId: row.existing.chat_id,
      seq: row.existing.seq,
      id: row.existing.id,
      userId: row.existing.user_id,
      text: row.existing.text,
      kind: row.existing.kind,
      sentAt: new Date(row.existing.sent_at),
    },
    stored: row.stored && { seq: row.stored.seq, id, userId, text, kind: 'text', sentAt: new Date(row.stored.sent_at) },
  };
}
