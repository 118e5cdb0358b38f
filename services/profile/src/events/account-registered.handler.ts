// A new account gets its profile. The runtime records the event id in the same
// transaction, and the insert ignores an existing profile, so a redelivery changes nothing.
import { AccountRegistered, readEvent } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ProfileService } from '../profile.service';

export function accountRegisteredHandler(profiles: ProfileService): EventHandlerFn {
  return async (event, tx) => {
    // The status is stamped with the moment of sign-up, the same on every redelivery.
    await profiles.createFromRegistration(tx, readEvent(AccountRegistered, event), new Date(event.occurredAt));
  };
}
