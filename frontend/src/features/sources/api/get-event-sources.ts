import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventSourceListSchema, TIMINGS_MS, type EventSource } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const EVENT_SOURCES_PATH = '/api/event-sources';

/** GET /api/event-sources: the signed-in person's venues. */
export function getEventSources({ signal }: { signal?: AbortSignal } = {}): Promise<EventSource[]> {
  return api.get(EVENT_SOURCES_PATH, { schema: eventSourceListSchema, signal });
}

export const eventSourcesQueryOptions = () =>
  queryOptions({ queryKey: [EVENT_SOURCES_PATH], queryFn: ({ signal }) => getEventSources({ signal }) });

/**
 * Read again with the events' poll and whenever the window comes back into focus (the data defaults
 * never refetch on focus): a second tab's venue list follows what another tab changed.
 */
export function useEventSources() {
  return useQuery({
    ...eventSourcesQueryOptions(),
    refetchInterval: TIMINGS_MS.eventsPoll,
    refetchOnWindowFocus: 'always',
  });
}
