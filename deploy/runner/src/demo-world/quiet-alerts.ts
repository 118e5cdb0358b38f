// The Sample Login account reads its alerts as a user would: it clears all but a handful,
// so the Alerts badge counts at most `UNREAD_ALERTS_LEFT` when someone first signs in.
// It keeps what still asks for an answer (a friend request, an outing invite), then the
// answers to its own friend requests, then the newest of the rest; answered friend
// requests need no attention and stay listed.
import type { NotificationView } from '@outings/contracts';

export const UNREAD_ALERTS_LEFT = 5;

type Alert = Pick<NotificationView, '_id' | 'type' | 'status' | 'created'>;

/** What the Alerts badge counts: requests not answered, any other alert not cleared. */
export const needsAttention = (alert: Alert): boolean => alert.type !== 'friend-request' || alert.status === 'pending';

/** Lower first: what asks for an answer, then the answers to the user's own requests, then the rest. */
const keepRank = (alert: Alert): number => (alert.status === 'pending' ? 0 : alert.type === 'friend-request-update' ? 1 : 2);

/** The ids to clear so that at most `left` alerts need attention, kept by rank, then newest first. */
export function alertsToClear(alerts: readonly Alert[], left = UNREAD_ALERTS_LEFT): string[] {
  const newestFirst = alerts.filter(needsAttention).sort((a, b) => b.created.localeCompare(a.created));
  const kept = [...newestFirst].sort((a, b) => keepRank(a) - keepRank(b)).slice(0, left);
  const keptIds = new Set(kept.map((alert) => alert._id));
  return newestFirst.filter((alert) => !keptIds.has(alert._id)).map((alert) => alert._id);
}

/** True once every alert of `expected` (counts by `type/status`) is there, in its final status. */
export function allAlertsArrived(alerts: readonly Alert[], expected: ReadonlyMap<string, number>): boolean {
  const counts = new Map<string, number>();
  for (const { type, status } of alerts) counts.set(`${type}/${status}`, (counts.get(`${type}/${status}`) ?? 0) + 1);
  return [...expected].every(([kind, count]) => (counts.get(kind) ?? 0) >= count);
}
