// A new account becomes someone others may ask; a demo account also joins the demo world
// (src/demo/). The runtime records the event id in the same transaction, so a redelivery
// changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { FriendshipService } from '../application/friendship.service';
import type { DemoWorld } from '../demo/demo-world';

export function accountRegisteredHandler(friendships: FriendshipService, demoWorld: DemoWorld | null): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return async (account, tx, { occurredAt }) => {
    await friendships.registerUser(tx, account.userId, new Date(occurredAt));
    await demoWorld?.join(tx, account);
  };
}
