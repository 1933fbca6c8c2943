import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS_MS, calendarEventListSchema, type CalendarEventView } from '@eventfold/contracts';
import { api } from '../../../lib/api-client';
import { type DateRange } from '../calendar-dates';

export const EVENTS_PATH = '/api/events';

/** GET /api/events?from&to: the user's events overlapping [from, to). */
export function getEvents(
  range: DateRange,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CalendarEventView[]> {
  return api.get(EVENTS_PATH, {
    params: { from: range.from, to: range.to },
    schema: calendarEventListSchema,
    signal,
  });
}

export const eventsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: [EVENTS_PATH, { from: range.from, to: range.to }],
    queryFn: ({ signal }) => getEvents(range, { signal }),
  });

/** A range the calendar shows: refetched every 30 s, the previous range kept on screen while the next loads. */
export function useEvents(range: DateRange) {
  return useQuery({
    ...eventsQueryOptions(range),
    refetchInterval: TIMINGS_MS.eventsPoll,
    placeholderData: keepPreviousData,
  });
}

/** A one-off read (the first-load jump): no polling, and off once `enabled` turns false. */
export function useEventsOnce(range: DateRange, enabled: boolean) {
  return useQuery({ ...eventsQueryOptions(range), enabled });
}
