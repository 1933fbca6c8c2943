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

/** Nearby, the answers, and the calendar's ranges and opened events (an answer adds or drops a copy). */
const AFFECTED = [NEARBY_PATH, RSVPS_PATH, '/api/events', '/api/calendar/events'];

export function useSetRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRsvp,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [first] }) =>
          typeof first === 'string' && AFFECTED.some((path) => first.startsWith(path)),
      }),
  });
}
