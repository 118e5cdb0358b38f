// Pushes name people ("Sam invited you…"); a closed app cannot look the name up, so the
// service keeps each user's first name: from the sign-up, then from each profile edit.
// Both are versions of the `user` aggregate: the runtime skips one older than the last
// applied, so a late older edit never restores an old name.
import type { AccountRegistered, EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import { saveFirstName } from '../persistence/user-name.repository';

export const accountRegisteredHandler: EventHandlerFn<EventData<typeof AccountRegistered>> = ({ userId, first_name }, tx) =>
  saveFirstName(tx, userId, first_name);

export const profileUpdatedHandler: EventHandlerFn<EventData<typeof ProfileUpdated>> = ({ userId, first_name }, tx) =>
  saveFirstName(tx, userId, first_name);
