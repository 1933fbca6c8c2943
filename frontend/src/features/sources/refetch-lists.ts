import { type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { EVENT_SOURCES_PATH } from './api/get-event-sources';
import { startRefreshTracking } from './refresh-tracking';

/** The calendar's event lists are keyed by this path (with the range as the second key element). */
export const EVENTS_PATH = '/api/events';

/** After a change to a venue, its row and its events are read again. */
export function refetchSourcesAndEvents(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [EVENT_SOURCES_PATH] }),
    queryClient.invalidateQueries({ queryKey: [EVENTS_PATH] }),
  ]);
}

/** A venue action answered 404: the venue was deleted meanwhile (another tab, another device). */
export function isSourceGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A venue that turned out to be gone leaves the lists at once, not at the next poll. */
export function refetchIfSourceGone(queryClient: QueryClient, error: unknown): void {
  if (isSourceGone(error)) void refetchSourcesAndEvents(queryClient);
}

/** After a write that starts a venue's rescan: the progress bar follows it, and its row and events are read again. */
export function followRescan(queryClient: QueryClient): Promise<unknown> {
  startRefreshTracking(queryClient);
  return refetchSourcesAndEvents(queryClient);
}
