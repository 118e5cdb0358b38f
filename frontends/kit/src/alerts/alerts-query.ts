// The signed-in user's alerts (spec §2 alerts modal, §4 "Connection"): the first page read
// from `GET /user/{id}/notifications` when the session starts and again whenever a push
// names the alerts, later pages as the modal scrolls on, so the modal and the top
// navigation's badge follow them without a reload. The badge is the server's count of
// the alerts needing attention over all of them, whatever pages are loaded.
import type { NotificationView } from '@outings/contracts';
import { useSessionState } from '@outings/fe-kit/core';
import { queryOptions } from '@tanstack/react-query';
import { notificationsApi } from '../api/notifications-api';
import { withFirstPage, withNextPage } from '../lists/paged-list';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { useMutation, useQuery } from '../query/shared-hooks';
import { signedInUserID } from '../query/signed-in-user';

export interface AlertsList {
  /** Newest first: the pages loaded so far. */
  alerts: readonly NotificationView[];
  /** The cursor of the next page; null once every alert is loaded. */
  next: string | null;
  /** Requests and invites not answered and any other alert not cleared, over all the user's alerts: the Alerts badge. */
  needingAttention: number;
}

const EMPTY: AlertsList = { alerts: [], next: null, needingAttention: 0 };
const createdPosition = (alert: NotificationView) => ({ at: alert.created, id: alert._id });
const heldAlerts = () => queryClient.getQueryData<AlertsList>(queryKeys.alerts()) ?? EMPTY;

/** The first page read (again): alerts of later pages loaded stay below it. */
export const alertsQuery = queryOptions({
  queryKey: queryKeys.alerts(),
  queryFn: async (): Promise<AlertsList> => {
    const page = await apiData(notificationsApi.list(signedInUserID()));
    const held = heldAlerts();
    const list = withFirstPage({ items: held.alerts, next: held.next }, { items: page.notifications, next: page.next }, createdPosition);
    return { alerts: list.items, next: list.next, needingAttention: page.needingAttention };
  },
});

async function loadMoreAlerts(next: string): Promise<void> {
  const page = await apiData(notificationsApi.list(signedInUserID(), next));
  queryClient.setQueryData<AlertsList>(queryKeys.alerts(), (held = EMPTY) => {
    const list = withNextPage({ items: held.alerts, next: held.next }, { items: page.notifications, next: page.next });
    return { alerts: list.items, next: list.next, needingAttention: page.needingAttention };
  });
}

/**
 * 'Clear all', then the first page read afresh in place of every page held: the alerts
 * cleared on later pages must not stay below it. False when the server refused (the
 * kit's api has shown why).
 */
export async function clearSettledAlerts(): Promise<boolean> {
  const userID = signedInUserID();
  const cleared = await notificationsApi.clearSettled(userID);
  if (!cleared.ok) return false;
  const page = await apiData(notificationsApi.list(userID));
  queryClient.setQueryData<AlertsList>(queryKeys.alerts(), { alerts: page.notifications, next: page.next, needingAttention: page.needingAttention });
  return true;
}

/** Reads the alerts again after the user's own change to one (answered, cleared). */
export const refreshAlerts = (): Promise<void> => queryClient.invalidateQueries({ queryKey: queryKeys.alerts() });

export interface AlertsState extends AlertsList {
  loadingMore: boolean;
  /** The next page, below the alerts loaded (the modal scrolled to its end, or 'Load more'). */
  loadMore: () => void;
}

export function useAlerts(): AlertsState {
  const { data = EMPTY } = useQuery({ ...alertsQuery, enabled: useSessionState((session) => session.user !== null) });
  const more = useMutation({ mutationFn: loadMoreAlerts });
  return {
    ...data,
    loadingMore: more.isPending,
    loadMore: () => {
      if (data.next && !more.isPending) more.mutate(data.next);
    },
  };
}

/**
 * The alerts held, never a read of their own: the badge, and the outing modal looking for
 * an invite's alert. The signed-in session reads them once the page's calls are in.
 */
export function useHeldAlerts(): AlertsList {
  const { data = EMPTY } = useQuery({ ...alertsQuery, enabled: false });
  return data;
}
