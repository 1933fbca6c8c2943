import { useState } from 'react';
import { DateTime } from 'luxon';
import {
  dayKey,
  listWindow,
  monthGridDays,
  rangeOf,
  todayIn,
  weekDays,
  type CalendarViewName,
  type DateRange,
} from '../calendar-dates';
import { busiestMonthIfCurrentEmpty } from '../calendar-stats';
import { useEvents, useMonthCountsOnce } from '../api/get-events';
import { readRemembered, useRememberedState } from '../../../lib/remembered';
import {
  calendarPlaceSchema,
  calendarStorageKeys,
  calendarViewSchema,
  type CalendarPlace,
} from '../remembered-position';

/** Days around the shown range, so a step to the neighbouring week needs no new request. */
const MARGIN_DAYS = 7;
/** How far ahead the Next Event tile looks; the list view shows the first 30 of these days. */
const UPCOMING_DAYS = 90;
/** The first-load jump counts the events of the months around this one (the API allows 400 days). */
const JUMP_MONTHS_BACK = 5;
const JUMP_MONTHS_AHEAD = 7;

/**
 * Month on wider screens; on a phone, whose month cells fit a letter or two of a title, the week
 * (stacked there, one day under the other) until the person picks a view.
 */
function defaultView(): CalendarViewName {
  return window.matchMedia('(max-width: 599.95px)').matches ? 'week' : 'month';
}

/**
 * The calendar's position (view, month, week start) and the events it needs. Dates are kept as
 * `yyyy-MM-dd` and read in the viewer's zone on every render, so a timezone change in the
 * settings moves no day.
 */
export function useCalendar(timezone: string, userId: string) {
  const today = todayIn(timezone);
  const keys = calendarStorageKeys(userId);
  const [view, setView] = useRememberedState<CalendarViewName>(
    'local',
    keys.view,
    calendarViewSchema,
    defaultView,
  );
  const [place, setPlace] = useRememberedState<CalendarPlace>(
    'session',
    keys.place,
    calendarPlaceSchema,
    () => ({
      month: dayKey(today.startOf('month')),
      weekStart: dayKey(today),
    }),
  );
  const { month, weekStart } = place;
  const setMonth = (next: string) => setPlace((current) => ({ ...current, month: next }));
  const setWeekStart = (next: string) => setPlace((current) => ({ ...current, weekStart: next }));
  // Once the person navigates (or a reload brings back where they were), the first-load jump no longer applies.
  const [moved, setMoved] = useState(
    () => readRemembered('session', keys.place, calendarPlaceSchema) !== null,
  );

  const monthStart = DateTime.fromISO(month, { zone: timezone });
  const weekStartDay = DateTime.fromISO(weekStart, { zone: timezone });
  // The week view reads the events of the month its first day is in (the margin covers the rest).
  const focusMonth = view === 'week' ? weekStartDay.startOf('month') : monthStart;
  const monthDays = monthGridDays(focusMonth);
  const monthRange = rangeOf(monthDays, MARGIN_DAYS);
  const upcomingRange: DateRange = rangeOf([today, today.plus({ days: UPCOMING_DAYS - 1 })]);
  const jumpRange: DateRange = rangeOf([
    today.startOf('month').minus({ months: JUMP_MONTHS_BACK }),
    today.startOf('month').plus({ months: JUMP_MONTHS_AHEAD }).minus({ days: 1 }),
  ]);

  const monthEvents = useEvents(monthRange);
  const upcomingEvents = useEvents(upcomingRange);
  const [jumpDecided, setJumpDecided] = useState(false);
  const jumpProbe = useMonthCountsOnce(jumpRange, timezone, !jumpDecided);

  // Decided during render, once, as soon as the counts answer (React's "adjust state" pattern).
  if (!jumpDecided && (jumpProbe.data || jumpProbe.isError)) {
    setJumpDecided(true);
    const target =
      jumpProbe.data && !moved
        ? busiestMonthIfCurrentEmpty(jumpProbe.data, today.startOf('month'), timezone)
        : null;
    if (target) setMonth(dayKey(target));
  }

  const navigate = (step: -1 | 1) => {
    setMoved(true);
    if (view === 'month') setMonth(dayKey(monthStart.plus({ months: step })));
    if (view === 'week') setWeekStart(dayKey(weekStartDay.plus({ days: 7 * step })));
  };
  const goToToday = () => {
    setMoved(true);
    setMonth(dayKey(today.startOf('month')));
    setWeekStart(dayKey(today));
  };

  return {
    timezone,
    today,
    view,
    setView: (next: CalendarViewName) => {
      setMoved(true);
      setView(next);
    },
    monthStart,
    monthDays,
    weekDays: weekDays(weekStartDay),
    weekStart: weekStartDay,
    list: listWindow(today),
    focusMonth,
    monthEvents,
    upcomingEvents,
    /** Whether the first-load jump has looked (the month view waits for it to avoid a jump on screen). */
    settled: jumpDecided,
    previous: () => navigate(-1),
    next: () => navigate(1),
    goToToday,
    showWeekFrom: (day: DateTime) => {
      setMoved(true);
      setWeekStart(dayKey(day));
    },
  };
}

export type CalendarState = ReturnType<typeof useCalendar>;
