import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS_MS, unreadCountSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH } from './get-notifications';

export const UNREAD_COUNT_PATH = `${NOTIFICATIONS_PATH}/unread-count`;

/** GET /api/notifications/unread-count → {count} */
export async function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return (await api.get(UNREAD_COUNT_PATH, { schema: unreadCountSchema, signal })).count;
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: [UNREAD_COUNT_PATH], queryFn: ({ signal }) => getUnreadCount({ signal }) });

export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions(), refetchInterval: TIMINGS_MS.notificationsPoll });
}
