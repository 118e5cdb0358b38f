// The signed-in user's alerts (spec §2 alerts modal, §4 "Connection"): the first page read
// from `GET /user/{id}/notifications` when the session starts and again on every
// `update-user` push, later pages as the modal scrolls on, so the modal and the top
// navigation's badge follow them without a reload. The badge is the server's count of
// the alerts needing attention over all of them, whatever pages are loaded.
import type { NotificationList, NotificationView } from '@outings/contracts';
import { notificationsApi } from '../api/notifications-api';
import { createStore, sessionStore, useStore } from '@outings/fe-kit/core';
import { withFirstPage, withNextPage } from '../lists/paged-list';

export interface AlertsState {
  /** Newest first: the pages loaded so far. */
  alerts: readonly NotificationView[];
  /** The cursor of the next page; null once every alert is loaded. */
  next: string | null;
  loadingMore: boolean;
  /** Requests not answered and any other alert not cleared, over all the user's alerts: the Alerts badge. */
  needingAttention: number;
}

const EMPTY: AlertsState = { alerts: [], next: null, loadingMore: false, needingAttention: 0 };
const alertsStore = createStore<AlertsState>(EMPTY);

const createdPosition = (alert: NotificationView) => ({ at: alert.created, id: alert._id });
const currentUserID = () => sessionStore.get().user?._id;

/** Reloads the first page of the signed-in user's alerts (alerts of later pages loaded stay); keeps what it has when the call fails. */
export async function reloadAlerts(): Promise<void> {
  const userID = currentUserID();
  if (!userID) return clearAlerts();
  const result = await notificationsApi.list(userID);
  if (!result.ok || currentUserID() !== userID) return;
  const page: NotificationList = result.data;
  alertsStore.set((state) => {
    const list = withFirstPage({ items: state.alerts, next: state.next }, { items: page.notifications, next: page.next }, createdPosition);
    return { ...state, alerts: list.items, next: list.next, needingAttention: page.needingAttention };
  });
}

/** The next page, below the alerts loaded (the modal scrolled to its end, or 'Load more'). */
export async function loadMoreAlerts(): Promise<void> {
  const userID = currentUserID();
  const { next, loadingMore } = alertsStore.get();
  if (!userID || !next || loadingMore) return;
  alertsStore.set((state) => ({ ...state, loadingMore: true }));
  const result = await notificationsApi.list(userID, next);
  if (currentUserID() !== userID) return;
  alertsStore.set((state) => {
    if (!result.ok) return { ...state, loadingMore: false };
    const list = withNextPage({ items: state.alerts, next: state.next }, { items: result.data.notifications, next: result.data.next });
    return { alerts: list.items, next: list.next, loadingMore: false, needingAttention: result.data.needingAttention };
  });
}

export function clearAlerts(): void {
  alertsStore.set(EMPTY);
}

export function useAlerts(): AlertsState {
  return useStore(alertsStore);
}
