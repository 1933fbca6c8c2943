import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventSourceListSchema, type EventSource } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const EVENT_SOURCES_PATH = '/api/event-sources';

/** GET /api/event-sources: the signed-in person's venues. */
export function getEventSources({ signal }: { signal?: AbortSignal } = {}): Promise<EventSource[]> {
  return api.get(EVENT_SOURCES_PATH, { schema: eventSourceListSchema, signal });
}

export const eventSourcesQueryOptions = () =>
  queryOptions({ queryKey: [EVENT_SOURCES_PATH], queryFn: ({ signal }) => getEventSources({ signal }) });

export function useEventSources() {
  return useQuery(eventSourcesQueryOptions());
}
