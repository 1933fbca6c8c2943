import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchIfSourceGone, refetchSourcesAndEvents } from '../refetch-lists';
import { EVENT_SOURCES_PATH } from './get-event-sources';

/** DELETE /api/event-sources/{id}: the source and all of its events. */
export async function deleteEventSource(id: string): Promise<void> {
  await api.delete(`${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}`);
}

export function useDeleteEventSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventSource,
    meta: { unauthorized: 'throw' },
    onError: (error) => refetchIfSourceGone(queryClient, error),
    onSuccess: () => refetchSourcesAndEvents(queryClient),
  });
}
