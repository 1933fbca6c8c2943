import { DateTime } from 'luxon';
import { monthGridDays, rangeOf, dayKey, type CalendarViewName, type DateRange } from './calendar-dates';
import { type CalendarPlace } from './remembered-position';
import { type ServerScreen } from '../../lib/server-render';

/** Days around the shown range, so a step to the neighbouring week needs no new request. */
const MARGIN_DAYS = 7;
/** How far ahead the Next Event tile looks; the list view shows the first 30 of these days. */
const UPCOMING_DAYS = 90;
/** The first-load jump counts the events of the months around this one (the API allows 400 days). */
const JUMP_MONTHS_BACK = 5;
const JUMP_MONTHS_AHEAD = 7;

/** A phone's screen, narrower than MUI's `sm`: the week, stacked, instead of the month. */
export const PHONE_SCREEN_QUERY = '(max-width: 599.95px)';

/**
 * Month on wider screens; on a phone, whose month cells fit a letter or two of a title, the week
 * (stacked there, one day under the other) until the person picks a view.
 */
export function defaultView(serverScreen: ServerScreen | null = null): CalendarViewName {
  // A server render is for the screen the request says (a browser of another size renders itself: see server-rendered.ts).
  const phone =
    typeof window === 'undefined' ? serverScreen === 'phone' : window.matchMedia(PHONE_SCREEN_QUERY).matches;
  return phone ? 'week' : 'month';
}

/** Where a visit starts when this tab remembers no place: this month, the week from today. */
export function defaultPlace(today: DateTime): CalendarPlace {
  return { month: dayKey(today.startOf('month')), weekStart: dayKey(today) };
}

/**
 * The days a position shows and the ranges the calendar reads for it: the shown month's grid (with
 * a margin), the upcoming days and the months the first-load jump counts. One function for the
 * calendar and for the reads started before it renders, so both ask for the same ranges.
 */
export function calendarPosition(
  timezone: string,
  today: DateTime,
  view: CalendarViewName,
  place: CalendarPlace,
) {
  const monthStart = DateTime.fromISO(place.month, { zone: timezone });
  const weekStart = DateTime.fromISO(place.weekStart, { zone: timezone });
  // The week view reads the events of the month its first day is in (the margin covers the rest).
  const focusMonth = view === 'week' ? weekStart.startOf('month') : monthStart;
  const monthDays = monthGridDays(focusMonth);
  const monthRange: DateRange = rangeOf(monthDays, MARGIN_DAYS);
  const upcomingRange: DateRange = rangeOf([today, today.plus({ days: UPCOMING_DAYS - 1 })]);
  const jumpRange: DateRange = rangeOf([
    today.startOf('month').minus({ months: JUMP_MONTHS_BACK }),
    today.startOf('month').plus({ months: JUMP_MONTHS_AHEAD }).minus({ days: 1 }),
  ]);
  return { monthStart, weekStart, focusMonth, monthDays, monthRange, upcomingRange, jumpRange };
}
