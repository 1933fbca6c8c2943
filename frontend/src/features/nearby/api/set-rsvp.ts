import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpResponseSchema, type RsvpResponse, type RsvpStatus } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { NEARBY_PATH } from './get-nearby-events';
import { RSVPS_PATH } from './get-rsvps';

/** PUT /api/events/{id}/rsvp with a status, DELETE to withdraw (null). */
export function setRsvp({
  eventId,
  status,
}: {
  eventId: string;
  status: RsvpStatus | null;
}): Promise<RsvpResponse> {
  const path = `/api/events/${encodeURIComponent(eventId)}/rsvp`;
  return status === null
    ? api.delete(path, { schema: rsvpResponseSchema })
    : api.put(path, { status }, { schema: rsvpResponseSchema });
}

export function useSetRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRsvp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [NEARBY_PATH] }),
        queryClient.invalidateQueries({ queryKey: [RSVPS_PATH] }),
      ]),
  });
}
