// The outing service's record of a user (whole each time) becomes the profile's outing
// counters. Versions of the `outing-record` aggregate: the runtime skips one older than
// the last applied, and its inbox a redelivery.
import type { EventData, OutingRecordChanged } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ProfileService } from '../application/profile.service';

export const outingRecordChangedHandler = (profiles: ProfileService): EventHandlerFn<EventData<typeof OutingRecordChanged>> =>
  (record, tx) => profiles.recordOutings(tx, record);
