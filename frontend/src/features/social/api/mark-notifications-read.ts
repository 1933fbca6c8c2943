import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH } from './get-notifications';
import { UNREAD_COUNT_PATH } from './get-unread-count';

/** POST /api/notifications/read {ids?}: the given ids, or all of them when none are given. */
export function markNotificationsRead(ids?: string[]): Promise<unknown> {
  return api.post(`${NOTIFICATIONS_PATH}/read`, ids ? { ids } : {});
}

/**
 * The panel keeps showing which items were new while it is open (their dots come from the list
 * it already has); the count drops to zero at once.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.setQueryData<number>([UNREAD_COUNT_PATH], 0),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [UNREAD_COUNT_PATH] }),
  });
}
