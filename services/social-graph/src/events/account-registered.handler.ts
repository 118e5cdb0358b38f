// A new account becomes someone others may ask, and gets today's matches at once. The
// runtime records the event id in the same transaction, so a redelivery changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DailyMatchesService } from '../application/daily-matches.service';
import type { FriendshipService } from '../application/friendship.service';

export interface AccountRegisteredDeps {
  friendships: FriendshipService;
  matches: DailyMatchesService;
}

export function accountRegisteredHandler({ friendships, matches }: AccountRegisteredDeps): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return async (account, tx, { occurredAt }) => {
    await friendships.registerUser(tx, account.userId, new Date(occurredAt), account.location);
    await matches.matchNewcomer(tx, account.userId, new Date());
  };
}
