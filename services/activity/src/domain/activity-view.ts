// An activity as one caller sees it: their own flags, the photos' URLs and the rating.
import type { ActivityView } from '@outings/contracts';
import type { ActivityRow } from '../persistence/schema';
import type { OutingPhotoRef } from './outing-completion';

/** Where a photo is served (through the gateway, signed-in users only). */
export function photoUrl(activityId: string, index: number): string {
  return `/activity/photos/${encodeURIComponent(activityId)}/${index}.webp`;
}

/** The average of the ratings, null when there are none. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? sum / count : null;
}

export interface CallerFacts {
  userId: string;
  /** Activities the caller completed an outing with (`outing.completed`). */
  completedActivityIds: ReadonlySet<string>;
  /** Per activity, the photos of the caller's completed outings with it, newest first. */
  outingPhotos: ReadonlyMap<string, readonly OutingPhotoRef[]>;
}

export function toActivityView(row: ActivityRow, caller: CallerFacts): ActivityView {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    goal: row.goal,
    category: row.category,
    duration: row.duration,
    cost: row.cost,
    participants: row.participants,
    photos: Array.from({ length: row.photoCount }, (_, index) => photoUrl(row.id, index)),
    instructions: row.instructions.map((instruction, number) => ({ ...instruction, number })),
    featured: row.featured,
    created_by: row.createdBy,
    completed: caller.completedActivityIds.has(row.id),
    created: row.createdBy !== null && row.createdBy === caller.userId,
    rating: { average: ratingAverage(row.ratingSum, row.ratingCount), count: row.ratingCount },
    outingPhotos: [...(caller.outingPhotos.get(row.id) ?? [])],
  };
}
