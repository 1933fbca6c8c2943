import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventLikeListSchema } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const eventLikesPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/likes`;

/** GET /api/events/{id}/likes: who liked it among the viewer and their friends, oldest first. */
export function getEventLikes(eventId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(eventLikesPath(eventId), { schema: eventLikeListSchema, signal });
}

export const eventLikesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [eventLikesPath(eventId)],
    queryFn: ({ signal }) => getEventLikes(eventId, { signal }),
  });

export function useEventLikes(eventId: string) {
  return useQuery(eventLikesQueryOptions(eventId));
}
