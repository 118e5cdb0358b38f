// A completed outing leaves its ratings, its members' completion and its photos on its
// activity. The runtime records the event id in the same transaction, so a redelivery
// changes nothing; the tables' keys make a repeat harmless besides.
import type { EventData, OutingCompleted } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { ActivityService } from '../application/activity.service';

export const outingCompletedHandler = (activities: ActivityService): EventHandlerFn<EventData<typeof OutingCompleted>> =>
  (completed, tx) => activities.recordCompletion(tx, completed);
