import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEventSchema, type PublicEvent } from '@eventfold/contracts';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/events/{id}: the public view of one event, readable by anyone with the link. */
export function getPublicEvent(
  eventId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublicEvent> {
  return api.get(`/api/events/${encodeURIComponent(eventId)}`, { schema: publicEventSchema, signal });
}

export const publicEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [`/api/events/${encodeURIComponent(eventId)}`],
    queryFn: ({ signal }) => getPublicEvent(eventId, { signal }),
    // A missing event stays missing; a signed-out visitor is no reason to go to the login page.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
    meta: { unauthorized: 'throw' },
  });

export function usePublicEvent(eventId: string) {
  return useQuery(publicEventQueryOptions(eventId));
}
