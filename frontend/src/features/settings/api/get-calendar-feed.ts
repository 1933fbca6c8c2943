import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';

export const CALENDAR_FEED_PATH = '/api/calendar/feed';

/** The private iCalendar feed link, or null until the user makes one. */
export function getCalendarFeed({ signal }: { signal?: AbortSignal } = {}): Promise<CalendarFeed> {
  return api.get(CALENDAR_FEED_PATH, { schema: calendarFeedSchema, signal });
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: [CALENDAR_FEED_PATH], queryFn: ({ signal }) => getCalendarFeed({ signal }) });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
