// Mails greet users by the first name their profile has now, not the one they signed up
// with. `profile.updated` carries the profile's version: the runtime skips one older than
// the last applied for the user, so a late older edit never restores an old name.
import type { EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { CredentialsRepository } from '../persistence/credentials.repository';

export function firstNameCopyHandler(credentials: Pick<CredentialsRepository, 'updateFirstName'>): EventHandlerFn<EventData<typeof ProfileUpdated>> {
  return async ({ userId, first_name }, tx) => {
    await credentials.updateFirstName(tx, userId, first_name);
  };
}
