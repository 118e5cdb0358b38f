// Flake rating (spec §5): the share of a user's outings they flaked, times 5, one decimal.
export function flakeRating(flakes: number, outingCount: number): string {
  if (outingCount <= 0 || flakes <= 0) return '0.0';
  return ((Math.min(flakes, outingCount) / outingCount) * 5).toFixed(1);
}
