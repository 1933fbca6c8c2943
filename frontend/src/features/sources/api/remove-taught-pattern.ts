import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSourceSchema, type EventSource } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { followRescan } from '../refetch-lists';
import { EVENT_SOURCES_PATH } from './get-event-sources';

/** DELETE /api/event-sources/{id}/teach: back to reading the venue's page automatically, rescanned at once. */
export function removeTaughtPattern(id: string): Promise<EventSource> {
  return api.delete(`${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}/teach`, { schema: eventSourceSchema });
}

export function useRemoveTaughtPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTaughtPattern,
    meta: { unauthorized: 'throw' },
    onSuccess: () => followRescan(queryClient),
  });
}
