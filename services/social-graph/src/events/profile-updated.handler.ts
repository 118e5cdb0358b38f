// A profile edit may move the user to another city: kept for the next day's matches. The
// dispatcher skips an edit older than one already applied, so the newest place wins. The
// user's friends are told too: what they see of the user (status, name, picture) changed.
import type { EventData, ProfileUpdated } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DailyMatchesService } from '../application/daily-matches.service';
import type { ProfileChangeNotice } from '../application/profile-change-notice';

export function profileUpdatedHandler(matches: DailyMatchesService, tellFriends: ProfileChangeNotice): EventHandlerFn<EventData<typeof ProfileUpdated>> {
  return async (profile, tx) => {
    await matches.moveUser(tx, profile.userId, profile.location);
    await tellFriends(tx, profile.userId);
  };
}
