// A new account becomes someone others may ask; a demo account also joins the demo world
// (src/demo/); then the newcomer gets today's matches at once, after the demo links so
// those friends are not among them. The runtime records the event id in the same
// transaction, so a redelivery changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DailyMatchesService } from '../application/daily-matches.service';
import type { FriendshipService } from '../application/friendship.service';
import type { DemoWorld } from '../demo/demo-world';

export interface AccountRegisteredDeps {
  friendships: FriendshipService;
  matches: DailyMatchesService;
  demoWorld: DemoWorld | null;
}

export function accountRegisteredHandler({ friendships, matches, demoWorld }: AccountRegisteredDeps): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return async (account, tx, { occurredAt }) => {
    await friendships.registerUser(tx, account.userId, new Date(occurredAt), account.location);
    await demoWorld?.join(tx, account);
    await matches.matchNewcomer(tx, account.userId, new Date());
  };
}
