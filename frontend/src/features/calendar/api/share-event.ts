import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shareResponseSchema, type ShareResponse } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { EVENTS_PATH } from './get-events';

/** POST /api/events/{id}/share: records the short url row (the event then shows as "You Shared"). */
export function shareEvent(eventId: string): Promise<ShareResponse> {
  return api.post(`${EVENTS_PATH}/${encodeURIComponent(eventId)}/share`, undefined, {
    schema: shareResponseSchema,
  });
}

export function useShareEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] }),
  });
}
