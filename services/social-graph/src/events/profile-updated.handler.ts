// A profile edit may move the user to another city: kept for the next day's matches. The
// dispatcher skips an edit older than one already applied, so the newest place wins.
import type { EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DailyMatchesService } from '../application/daily-matches.service';

export function profileUpdatedHandler(matches: DailyMatchesService): EventHandlerFn<EventData<typeof ProfileUpdated>> {
  return (profile, tx) => matches.moveUser(tx, profile.userId, profile.location);
}
