import { useState } from 'react';
import { type DateTime } from 'luxon';
import { dayKey, listWindow, todayIn, weekDays, type CalendarViewName } from '../calendar-dates';
import { busiestMonthIfCurrentEmpty } from '../calendar-stats';
import { calendarPosition, defaultPlace, defaultView } from '../calendar-position';
import { useEvents, useMonthCountsOnce } from '../api/get-events';
import { readRemembered, useRememberedState } from '../../../lib/remembered';
import { useServerScreen } from '../../../lib/server-render';
import {
  calendarPlaceSchema,
  calendarStorageKeys,
  calendarViewSchema,
  type CalendarPlace,
} from '../remembered-position';

/**
 * The calendar's position (view, month, week start) and the events it needs. Dates are kept as
 * `yyyy-MM-dd` and read in the viewer's zone on every render, so a timezone change in the
 * settings moves no day.
 */
export function useCalendar(timezone: string, userId: string) {
  const today = todayIn(timezone);
  const keys = calendarStorageKeys(userId);
  const serverScreen = useServerScreen();
  const [view, setView] = useRememberedState<CalendarViewName>('local', keys.view, calendarViewSchema, () =>
    defaultView(serverScreen),
  );
  const [place, setPlace] = useRememberedState<CalendarPlace>(
    'session',
    keys.place,
    calendarPlaceSchema,
    () => defaultPlace(today),
  );
  const setMonth = (next: string) => setPlace((current) => ({ ...current, month: next }));
  const setWeekStart = (next: string) => setPlace((current) => ({ ...current, weekStart: next }));
  // Once the person navigates (or a reload brings back a place they went to), the first-load jump no longer
  // applies. A remembered place that is where a visit starts anyway is no such place: the calendar remembers
  // it from its first render, and a reload after the venue's first scan should still find its events.
  const [moved, setMoved] = useState(() => {
    const remembered = readRemembered('session', keys.place, calendarPlaceSchema);
    const start = defaultPlace(today);
    return (
      remembered !== null && (remembered.month !== start.month || remembered.weekStart !== start.weekStart)
    );
  });

  const {
    monthStart,
    weekStart: weekStartDay,
    focusMonth,
    monthDays,
    monthRange,
    upcomingRange,
    jumpRange,
  } = calendarPosition(timezone, today, view, place);

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
