// The signed-in user's alerts (spec §2 alerts modal, §4 "Connection"): read from
// `GET /user/{id}/notifications` when the session starts and again on every `update-user`
// push, so the modal and the top navigation's badge follow them without a reload.
import type { NotificationView } from '@outings/contracts';
import { notificationsApi } from '../api/notifications-api';
import { createStore, sessionStore, useStore } from '@outings/fe-kit/core';

const alertsStore = createStore<readonly NotificationView[]>([]);

/** A friend request waits for its answer; any other alert until it is cleared. */
export function needsAttention(alert: NotificationView): boolean {
  return alert.type === 'friend-request' ? alert.status === 'pending' : true;
}

/** Reloads the alerts of the signed-in user; keeps the list it has when the call fails. */
export async function reloadAlerts(): Promise<void> {
  const userID = sessionStore.get().user?._id;
  if (!userID) return clearAlerts();
  const result = await notificationsApi.list(userID);
  if (result.ok && sessionStore.get().user?._id === userID) alertsStore.set(result.data.notifications);
}

export function clearAlerts(): void {
  alertsStore.set([]);
}

export function useAlerts(): readonly NotificationView[] {
  return useStore(alertsStore);
}
