import { type QueryClient } from '@tanstack/react-query';
import { readRemembered } from '../../../lib/remembered';
import { type CalendarViewName, todayIn } from '../calendar-dates';
import { type DateTime } from 'luxon';
import { calendarPosition, defaultPlace, defaultView } from '../calendar-position';
import {
  type CalendarPlace,
  calendarPlaceSchema,
  calendarStorageKeys,
  calendarViewSchema,
} from '../remembered-position';
import { eventsQueryOptions, monthCountsQueryOptions } from './get-events';

/**
 * The reads the calendar makes on its first render at a position: the shown month's events, the upcoming days and
 * the first-load jump's counts (the server's render of `/` makes the same ones).
 */
export function firstCalendarQueries(
  timezone: string,
  today: DateTime,
  view: CalendarViewName,
  place: CalendarPlace,
) {
  const { monthRange, upcomingRange, jumpRange } = calendarPosition(timezone, today, view, place);
  return {
    month: eventsQueryOptions(monthRange),
    upcoming: eventsQueryOptions(upcomingRange),
    counts: monthCountsQueryOptions(jumpRange, timezone),
  };
}

/**
 * Starts the reads the calendar makes on its first render (the shown month's events, the upcoming
 * days, the first-load jump's counts) for the position useCalendar will start from; resolves once
 * they have answered (or failed: the calendar shows that itself). Started as soon as the calendar's
 * code is in, so its first render can already show the month.
 */
export function startCalendarReads(client: QueryClient, timezone: string, userId: string): Promise<void> {
  const keys = calendarStorageKeys(userId);
  const today = todayIn(timezone);
  const view = readRemembered('local', keys.view, calendarViewSchema) ?? defaultView();
  const place = readRemembered('session', keys.place, calendarPlaceSchema) ?? defaultPlace(today);
  const { month, upcoming, counts } = firstCalendarQueries(timezone, today, view, place);
  return Promise.all([
    client.prefetchQuery(month),
    client.prefetchQuery(upcoming),
    client.prefetchQuery(counts),
  ]).then(() => undefined);
}
