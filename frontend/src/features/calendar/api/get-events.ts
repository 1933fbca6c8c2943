import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import {
  TIMINGS_MS,
  calendarEventListSchema,
  monthCountsSchema,
  type CalendarEventView,
  type MonthCount,
} from '@eventfold/contracts';
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

/**
 * Starts a query during render when nothing is cached for it yet. A plain useQuery starts its
 * request only once the whole screen has mounted; the calendar's first reads should run while the
 * rest of the screen renders.
 */
function useStartDuringRender<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
  enabled = true,
) {
  const client = useQueryClient();
  if (enabled && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

/**
 * A range the calendar shows: refetched every 30 s and on window focus, the previous range kept on
 * screen while the next loads; the first request starts during render.
 */
export function useEvents(range: DateRange) {
  const options = eventsQueryOptions(range);
  useStartDuringRender(options);
  return useQuery({
    ...options,
    refetchInterval: TIMINGS_MS.eventsPoll,
    // With the venue list (useEventSources): a tab coming back shows what another tab changed.
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });
}

export const MONTH_COUNTS_PATH = '/api/events/month-counts';

/** GET /api/events/month-counts: how many events each month of the range shows, in `timezone`. */
export function getMonthCounts(
  range: DateRange,
  timezone: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MonthCount[]> {
  return api.get(MONTH_COUNTS_PATH, {
    params: { from: range.from, to: range.to, timezone },
    schema: monthCountsSchema,
    signal,
  });
}

export const monthCountsQueryOptions = (range: DateRange, timezone: string) =>
  queryOptions({
    queryKey: [MONTH_COUNTS_PATH, { from: range.from, to: range.to, timezone }],
    queryFn: ({ signal }) => getMonthCounts(range, timezone, { signal }),
  });

/**
 * The first-load jump's read: polled as the events are while `enabled` (a first run waits for its
 * venue's scan to bring events), and off once it turns false.
 */
export function useMonthCountsOnce(range: DateRange, timezone: string, enabled: boolean) {
  const options = monthCountsQueryOptions(range, timezone);
  useStartDuringRender(options, enabled);
  return useQuery({ ...options, enabled, refetchInterval: enabled ? TIMINGS_MS.eventsPoll : false });
}
