// A new account gets its profile. The runtime records the event id in the same
// transaction, so a redelivery changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ProfileService } from '../application/profile.service';

export function accountRegisteredHandler(profiles: ProfileService): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return async (account, tx, { occurredAt }) => {
    // The status is stamped with the moment of sign-up, the same on every redelivery.
    await profiles.createFromRegistration(tx, account, new Date(occurredAt));
  };
}
