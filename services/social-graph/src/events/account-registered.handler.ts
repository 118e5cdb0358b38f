// A new account becomes someone others may ask, gets today's matches at once, and befriends
// the owner of the invite link it signed up through. The runtime records the event id in
// the same transaction, so a redelivery changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DailyMatchesService } from '../application/daily-matches.service';
import type { FriendshipService } from '../application/friendship.service';
import type { InviteLinkService } from '../application/invite-link.service';

export interface AccountRegisteredDeps {
  friendships: FriendshipService;
  matches: DailyMatchesService;
  inviteLinks: InviteLinkService;
}

export function accountRegisteredHandler({ friendships, matches, inviteLinks }: AccountRegisteredDeps): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return async (account, tx, { occurredAt }) => {
    const signedUpAt = new Date(occurredAt);
    await friendships.registerUser(tx, account.userId, signedUpAt, account.location);
    // Judged at the sign-up's time: a link that expired while the event waited still counts.
    if (account.inviteToken !== undefined) await inviteLinks.signedUpThrough(tx, account.userId, account.inviteToken, signedUpAt);
    await matches.matchNewcomer(tx, account.userId, new Date());
  };
}
