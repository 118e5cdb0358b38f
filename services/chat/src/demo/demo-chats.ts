// The demo world's chats (`DEMO_SEED=true`). Its accounts are met by their sign-ups, its
// friendships by social-graph's events, in any order: the chats of demo-script.ts are made
// by whichever event completes what they need (every member known, each a friend of Sam),
// once (a `demo_seeded` row, under a lock that serializes the two kinds of event). Then,
// when Sam writes in a 1:1 with a demo member, that member answers after a short delay,
// through the same store-and-emit path as everyone's messages. Never for real accounts.
import { createHash } from 'node:crypto';
import { demoSlugOf, SAMPLE_LOGIN_SLUG, type AccountRegistered, type EventData } from '@outings/contracts';
import { findDemoMembers, insertDemoMember, isSeeded, markSeeded, type Database, type Db } from '@outings/db';
import type { JobQueue } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { ChatService, MessagePosted } from '../application/chat.service';
import { findChat, friendsAmong, lockKey, moveMarker } from '../persistence/chat.repository';
import { demoMembers, demoSeeded } from '../persistence/schema';
import { DEMO_CHAT_SLUGS, DEMO_CHATS, DEMO_REPLY_DELAY_MS, replyAfter } from './demo-script';

export const DEMO_REPLY_QUEUE = 'demo-replies';
const SEED_KEY = 'demo-chats';

export interface DemoReplyJob {
  chatId: string;
  /** Sam's message being answered: the reply's id is derived from it, so a retry stores it once. */
  messageId: string;
  fromUserId: string;
}

export interface DemoChats {
  join(tx: Db, account: EventData<typeof AccountRegistered>): Promise<void>;
  /** Seeds the chats if everything they need is there and they were not made yet. */
  seedWhenReady(tx: Db): Promise<void>;
  messagePosted: MessagePosted;
  reply(job: DemoReplyJob): Promise<void>;
}

/** A UUID (version 5 layout) derived from a name: the same reply for the same message. */
export function derivedUuid(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export function createDemoChats({ chats, database, jobs, logger }: { chats: ChatService; database: Database; jobs: JobQueue; logger: Logger }): DemoChats {
  async function seedWhenReady(tx: Db): Promise<void> {
    await lockKey(tx, SEED_KEY);
    if (await isSeeded(tx, demoSeeded, SEED_KEY)) return;
    const members = await findDemoMembers(tx, demoMembers);
    if (!DEMO_CHAT_SLUGS.every((slug) => members.has(slug))) return;
    const idOf = (slug: string): string => {
      const id = members.get(slug);
      if (id === undefined) throw new Error(`demo member ${slug} is missing`);
      return id;
    };
    const sam = idOf(SAMPLE_LOGIN_SLUG);
    const others = DEMO_CHAT_SLUGS.filter((slug) => slug !== SAMPLE_LOGIN_SLUG).map(idOf);
    if ((await friendsAmong(tx, sam, others)).size < others.length) return;
    const now = Date.now();
    if (!(await markSeeded(tx, demoSeeded, SEED_KEY, new Date(now)))) return;
    for (const script of DEMO_CHATS) {
      const memberIds = script.members.map(idOf);
      const firstAt = new Date(now - (script.lines[0]?.hoursAgo ?? 0) * 3_600_000 - 60_000);
      const chat = await chats.createChatIn(tx, script.members.length === 2 ? 'direct' : 'group', memberIds, firstAt);
      const ids: string[] = [];
      for (const line of script.lines) {
        const id = derivedUuid(`demo-seed:${chat.id}:${ids.length}`);
        await chats.postMessageIn(tx, idOf(line.from), chat.id, id, line.text, new Date(now - line.hoursAgo * 3_600_000));
        ids.push(id);
      }
      // Everyone read everything, but Sam, who stopped before his unread ones.
      const lastSeq = script.lines.length;
      for (const memberId of memberIds) {
        await moveMarker(tx, chat.id, memberId, memberId === sam ? lastSeq - script.unreadBySam : lastSeq);
      }
    }
    logger.info({ chats: DEMO_CHATS.length }, 'demo chats seeded');
  }

  return {
    async join(tx, account) {
      const slug = demoSlugOf(account.profile_picture.key);
      if (!slug) return;
      await lockKey(tx, SEED_KEY);
      await insertDemoMember(tx, demoMembers, slug, account.userId);
      await seedWhenReady(tx);
    },

    seedWhenReady,

    async messagePosted({ chat, members, message }) {
      if (chat.kind !== 'direct') return;
      const demo = await findDemoMembers(database.db, demoMembers);
      if (message.userId !== demo.get(SAMPLE_LOGIN_SLUG)) return;
      const other = members.find((member) => member.userId !== message.userId);
      const isDemo = other !== undefined && [...demo.values()].includes(other.userId);
      if (!other || !isDemo || other.flaked) return;
      const job: DemoReplyJob = { chatId: chat.id, messageId: message.id, fromUserId: other.userId };
      await jobs.add(DEMO_REPLY_QUEUE, job, { jobId: `reply-${message.id}`, delayMs: DEMO_REPLY_DELAY_MS });
    },

    async reply({ chatId, messageId, fromUserId }) {
      await database.transaction(async (tx) => {
        const chat = await findChat(tx, chatId);
        if (!chat) return;
        await chats.postMessageIn(tx, fromUserId, chatId, derivedUuid(`demo-reply:${messageId}`), replyAfter(chat.lastSeq), null);
      });
    },
  };
}
