import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS_MS, notificationListSchema, type AppNotification } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { PANEL_FETCH_LIMIT } from '../notification-panel';

export const NOTIFICATIONS_PATH = '/api/notifications';

/** GET /api/notifications?limit: the latest first (the server allows up to 50). */
export function getNotifications(
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AppNotification[]> {
  return api.get(NOTIFICATIONS_PATH, { params: { limit }, schema: notificationListSchema, signal });
}

export const notificationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_PATH, { limit }],
    queryFn: ({ signal }) => getNotifications(limit, { signal }),
  });

/** The panel's list, polled every 30 s; one more than it shows, to know whether "View all" applies. */
export function useNotifications() {
  return useQuery({
    ...notificationsQueryOptions(PANEL_FETCH_LIMIT),
    refetchInterval: TIMINGS_MS.notificationsPoll,
  });
}

/** "View all": read when its dialog opens. */
export function useAllNotifications(limit: number, enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(limit), enabled, staleTime: 0 });
}
