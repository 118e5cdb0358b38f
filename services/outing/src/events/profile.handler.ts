// The statuses projection: whether a friend is free for an outing is judged here, on the
// status of their latest `profile.updated`. The runtime records each event id in the same
// transaction and drops a version older than one applied, so a redelivery or a late
// event changes nothing.
import type { EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { OutingService } from '../application/outing.service';

export const profileUpdatedHandler = (outings: Pick<OutingService, 'recordStatus'>): EventHandlerFn<EventData<typeof ProfileUpdated>> =>
  (updated, tx) => outings.recordStatus(tx, updated.userId, updated.status.status);
