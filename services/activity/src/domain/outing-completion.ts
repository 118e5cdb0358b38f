// What a completed outing leaves on its activity, and what a caller's card shows of it.
// Pure: the event's data in, rows out; stored rows in, the card's photos out.
import type { ActivityView, EventData, OutingCompleted } from '@outings/contracts';

export interface CompletionRows {
  ratings: Array<{ activityId: string; outingId: string; userId: string; rating: number; ratedAt: Date }>;
  completions: Array<{ activityId: string; userId: string; completedAt: Date }>;
  photos: Array<{ activityId: string; userId: string; outingId: string; key: string; completedAt: Date }>;
}

/**
 * Each rating once per member (one rating per member is all the outing service sends: a
 * repeat is dropped here), the activity completed for every member, and every photo of the
 * outing kept for each member's card.
 */
export function completionRows(completed: EventData<typeof OutingCompleted>): CompletionRows {
  const activityId = completed.activity._id;
  const at = new Date(completed.completedAt);
  const members = [...new Set(completed.memberIds)];
  const rated = new Map(completed.ratings.map(({ userId, rating }) => [userId, rating]));
  return {
    ratings: [...rated].map(([userId, rating]) => ({ activityId, outingId: completed.outingId, userId, rating, ratedAt: at })),
    completions: members.map((userId) => ({ activityId, userId, completedAt: at })),
    photos: members.flatMap((userId) =>
      completed.photos.map(({ key }) => ({ activityId, userId, outingId: completed.outingId, key, completedAt: at })),
    ),
  };
}

export type OutingPhotoRef = ActivityView['outingPhotos'][number];

/** A user's card photos (already the newest few per activity, in order) grouped by activity. */
export function cardPhotosByActivity(
  rows: ReadonlyArray<{ activityId: string; outingId: string; key: string }>,
): Map<string, OutingPhotoRef[]> {
  const byActivity = new Map<string, OutingPhotoRef[]>();
  for (const { activityId, outingId, key } of rows) {
    byActivity.set(activityId, [...(byActivity.get(activityId) ?? []), { outing: outingId, key }]);
  }
  return byActivity;
}
