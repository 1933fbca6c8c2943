import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSourceSchema, type EventSource } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { followRescan } from '../refetch-lists';
import { EVENT_SOURCES_PATH } from './get-event-sources';
import type { TeachingVariables } from './preview-teaching';

/** POST /api/event-sources/{id}/teach: saves the pattern learnt from the examples and rescans the venue with it. */
export function teachEventSource({ id, examples }: TeachingVariables): Promise<EventSource> {
  return api.post(
    `${EVENT_SOURCES_PATH}/${encodeURIComponent(id)}/teach`,
    { examples },
    { schema: eventSourceSchema },
  );
}

/** The rescan runs at once: the progress bar follows it, and the lists reload when it ends. */
export function useTeachEventSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: teachEventSource,
    meta: { unauthorized: 'throw' },
    onSuccess: () => followRescan(queryClient),
  });
}
