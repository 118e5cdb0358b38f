// The demo world's outings (`DEMO_SEED=true`). Its accounts are met by their sign-ups, its
// friendships by social-graph's events, in any order: the outings of demo-script.ts are
// made by whichever event completes what they need (every person known, every invitee a
// friend of the creator), once (a `demo_seeded` row, under a lock that serializes the two
// kinds of event). Each step goes through the use cases in the event's transaction, dated
// as the script says (the use cases take the time as a parameter): the same rules, rows
// and events as users' own outings, so chat makes their chats, notification the alerts,
// activity the ratings, profile the counts and media draws the photos. Never for real accounts.
import { demoSlugOf, type AccountRegistered, type EventData } from '@outings/contracts';
import { findDemoMembers, insertDemoMember, isSeeded, markSeeded, type Db } from '@outings/db';
import type { Logger } from '@outings/service-kit';
import type { OutingService } from '../application/outing.service';
import { mayLike } from '../domain/access';
import type { OutingState } from '../domain/outing-state';
import { lockDemoSeed } from '../persistence/demo.repository';
import { demoMembers, demoSeeded } from '../persistence/schema';
import { friendsOf, setLike } from '../persistence/feed.repository';
import {
  DEMO_OUTINGS,
  demoCommandOf,
  demoFriendshipsNeeded,
  demoOutingPhotoKey,
  demoOutingSlugs,
  demoTimeline,
  type DemoOuting,
} from './demo-script';

const SEED_KEY = 'demo-outings';

export interface DemoOutings {
  /** Records a demo account by its slug (nothing for anyone else), then seeds if that completed what is needed. */
  join(tx: Db, account: EventData<typeof AccountRegistered>): Promise<void>;
  /** Seeds the outings if everything they need is there and they were not made yet. */
  seedWhenReady(tx: Db): Promise<void>;
}

interface DemoOutingsDeps {
  outings: OutingService;
  logger: Logger;
  script?: readonly DemoOuting[];
}

export function createDemoOutings({ outings, logger, script = DEMO_OUTINGS }: DemoOutingsDeps): DemoOutings {
  /** Every friendship the invites need, in the projection social-graph's events feed. */
  async function friendshipsThere(tx: Db, idOf: (slug: string) => string): Promise<boolean> {
    for (const [a, b] of demoFriendshipsNeeded(script)) {
      if (!(await friendsOf(tx, idOf(a))).has(idOf(b))) return false;
    }
    return true;
  }

  /** A like as the like use case allows it: by a member, or a reader whose feed holds the outing. */
  async function like(tx: Db, state: OutingState, userId: string, at: Date): Promise<void> {
    if (!mayLike(state, userId, await friendsOf(tx, userId))) throw new Error(`the demo like of ${userId} on ${state.name} is not allowed`);
    await setLike(tx, state.id, userId, true, at);
  }

  async function seedOuting(tx: Db, outing: DemoOuting, idOf: (slug: string) => string, now: Date): Promise<void> {
    const at = demoTimeline(outing, now);
    let state = await outings.createIn(tx, idOf(outing.creator), demoCommandOf(outing, idOf), at.created);
    const outingId = state.id;
    for (const [n, slug] of outing.joined.entries()) state = await outings.joinIn(tx, idOf(slug), outingId, at.joined(n));
    for (const [n, slug] of outing.photos.entries()) {
      state = await outings.addPhotoIn(tx, idOf(slug), outingId, demoOutingPhotoKey(outing, n + 1), at.photo(n));
    }
    for (const [n, [slug, rating]] of outing.marks.entries()) {
      const marked = await outings.completeIn(tx, idOf(slug), outingId, rating, at.marked(n));
      state = marked.outing;
      if (marked.last !== (n === outing.marks.length - 1)) throw new Error(`the demo outing ${outing.activity.name} did not complete with its last mark`);
    }
    for (const [n, slug] of outing.likes.entries()) await like(tx, state, idOf(slug), at.liked(n));
  }

  async function seedWhenReady(tx: Db): Promise<void> {
    await lockDemoSeed(tx);
    if (await isSeeded(tx, demoSeeded, SEED_KEY)) return;
    const members = await findDemoMembers(tx, demoMembers);
    if (!demoOutingSlugs(script).every((slug) => members.has(slug))) return;
    const idOf = (slug: string): string => {
      const id = members.get(slug);
      if (id === undefined) throw new Error(`demo member ${slug} is missing`);
      return id;
    };
    if (!(await friendshipsThere(tx, idOf))) return;
    const now = new Date();
    if (!(await markSeeded(tx, demoSeeded, SEED_KEY, now))) return;
    // Oldest first: each outing completes before the next is created, as the pending cap wants.
    for (const outing of script) await seedOuting(tx, outing, idOf, now);
    logger.info({ outings: script.length }, 'demo outings seeded');
  }

  return {
    async join(tx, account) {
      const slug = demoSlugOf(account.profile_picture.key);
      if (!slug) return;
      await lockDemoSeed(tx);
      await insertDemoMember(tx, demoMembers, slug, account.userId);
      await seedWhenReady(tx);
    },
    seedWhenReady,
  };
}
