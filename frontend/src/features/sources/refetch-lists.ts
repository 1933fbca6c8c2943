import { type QueryClient } from '@tanstack/react-query';
import { EVENT_SOURCES_PATH } from './api/get-event-sources';

/** The calendar's event lists are keyed by this path (with the range as the second key element). */
export const EVENTS_PATH = '/api/events';

/** After a change to a venue, its row and its events are read again. */
export function refetchSourcesAndEvents(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [EVENT_SOURCES_PATH] }),
    queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] }),
  ]);
}
