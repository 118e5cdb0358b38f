// Befriends the demo accounts (`DEMO_SEED=true`) as their sign-ups arrive, in whatever
// order: each link of demo-links.ts is made by the second of its two accounts to arrive,
// through the same use cases and events as users' own requests. Made once: the inbox
// stops a redelivered sign-up, a member met before is skipped, and a link refused as
// already made changes nothing. Works alike in both run modes, since it needs nothing but
// the events.
import { demoSlugOf, type AccountRegistered, type EventData } from '@outings/contracts';
import { findDemoMembers, insertDemoMember, type Db } from '@outings/db';
import type { FriendshipService } from '../application/friendship.service';
import { lockDemoMembers } from '../persistence/users.repository';
import { demoMembers } from '../persistence/schema';
import { linksCompletedBy } from './demo-links';

export interface DemoWorld {
  join(tx: Db, account: EventData<typeof AccountRegistered>): Promise<void>;
}

export function createDemoWorld(friendships: FriendshipService): DemoWorld {
  return {
    async join(tx, account) {
      const slug = demoSlugOf(account.profile_picture.key);
      if (!slug) return;
      await lockDemoMembers(tx);
      const members = await findDemoMembers(tx, demoMembers);
      if (members.has(slug)) return;
      await insertDemoMember(tx, demoMembers, slug, account.userId);
      const links = linksCompletedBy(slug, new Set(members.keys()));
      members.set(slug, account.userId);
      const idOf = (end: string) => {
        const userId = members.get(end);
        if (userId === undefined) throw new Error(`the demo member ${end} of a completed link is missing`);
        return userId;
      };
      const now = new Date();
      for (const link of links) {
        const [from, to] = [idOf(link.from), idOf(link.to)];
        await friendships.sendRequestIn(tx, from, to, now);
        if (link.accepted) await friendships.answerRequestIn(tx, to, from, 'accepted', now);
      }
    },
  };
}
