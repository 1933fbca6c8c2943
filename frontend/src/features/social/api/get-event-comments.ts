import { queryOptions, useQuery } from '@tanstack/react-query';
import { commentListSchema, type EventComment } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const eventCommentsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/comments`;

/** GET /api/events/{id}/comments: the comments the viewer may see, each with its author. */
export function getEventComments(
  eventId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EventComment[]> {
  return api.get(eventCommentsPath(eventId), { schema: commentListSchema, signal });
}

export const eventCommentsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: [eventCommentsPath(eventId)],
    queryFn: ({ signal }) => getEventComments(eventId, { signal }),
  });

/** Read afresh whenever the comments dialog opens. */
export function useEventComments(eventId: string) {
  return useQuery({ ...eventCommentsQueryOptions(eventId), staleTime: 0 });
}
