import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSourceSchema, type EventSource, type UpdateEventSourceInput } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { refetchIfSourceGone, refetchSourcesAndEvents } from '../refetch-lists';
import { EVENT_SOURCES_PATH } from './get-event-sources';

export interface UpdateEventSourceVariables {
  id: string;
  changes: UpdateEventSourceInput;
}

/** PATCH /api/event-sources/{id} with name, url and category. */
export function updateEventSource({ id, changes }: UpdateEventSourceVariables): Promise<EventSource> {
  return api.patch(`${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}`, changes, { schema: eventSourceSchema });
}

/** A new name or category shows on the venue's events too, so both lists reload. */
export function useUpdateEventSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventSource,
    meta: { unauthorized: 'throw' },
    onError: (error) => refetchIfSourceGone(queryClient, error),
    onSuccess: () => refetchSourcesAndEvents(queryClient),
  });
}
