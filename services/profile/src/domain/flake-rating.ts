// Flake rating (spec §5): the share of a user's outings they flaked on, times 5, with one
// decimal. 0 before any outing, so a new user does not look unreliable.
export const FLAKE_RATING_MAX = 5;

export function flakeRating(flaked: number, total: number): number {
  if (!Number.isInteger(flaked) || !Number.isInteger(total) || flaked < 0 || total < 0 || flaked > total) {
    throw new RangeError(`flake counters out of range: ${flaked} flaked of ${total}`);
  }
  if (total === 0) return 0;
  return Math.round((flaked / total) * FLAKE_RATING_MAX * 10) / 10;
}
