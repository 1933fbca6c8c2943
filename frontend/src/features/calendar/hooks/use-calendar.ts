import { useEffect, useState } from 'react';
import { type DateTime } from 'luxon';
import { dayKey, listWindow, todayIn, weekDays, type CalendarViewName } from '../calendar-dates';
import { decideFirstRunJump } from '../first-run-jump';
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
  // `settled`: the counts answered once (the month view waits for that, so it does not jump on screen).
  // `jumpDone`: the jump happened or is off. A first run's counts show no event until the venue's scan
  // lands, so until then the counts are read again: polled, and at once when events first arrive.
  const [settled, setSettled] = useState(false);
  const [jumpDone, setJumpDone] = useState(false);
  const waiting = !jumpDone && !moved;
  const jumpProbe = useMonthCountsOnce(jumpRange, timezone, waiting);

  // Decided during render, as soon as an answer of the counts comes (React's "adjust state" pattern).
  const [decidedAt, setDecidedAt] = useState(0);
  const answeredAt = Math.max(jumpProbe.dataUpdatedAt, jumpProbe.errorUpdatedAt);
  if (waiting && answeredAt !== decidedAt && (jumpProbe.data || jumpProbe.isError)) {
    setDecidedAt(answeredAt);
    if (!settled) setSettled(true);
    const decision = jumpProbe.data
      ? decideFirstRunJump(jumpProbe.data, today.startOf('month'), timezone, moved)
      : { kind: 'stay' as const };
    if (decision.kind !== 'wait') setJumpDone(true);
    if (decision.kind === 'jump') setMonth(dayKey(decision.month));
  }
  const anyEvents = (monthEvents.data?.length ?? 0) + (upcomingEvents.data?.length ?? 0) > 0;
  const { refetch: refetchCounts } = jumpProbe;
  useEffect(() => {
    if (waiting && settled && anyEvents) void refetchCounts();
  }, [waiting, settled, anyEvents, refetchCounts]);

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
    // A person who moved needs no counts (none are read for them), so nothing waits for them.
    settled: settled || moved,
    previous: () => navigate(-1),
    next: () => navigate(1),
    goToToday,
    /** The month view of `month` (the list's empty state offers where the next events are). */
    showMonth: (month: DateTime) => {
      setMoved(true);
      setView('month');
      setMonth(dayKey(month.startOf('month')));
    },
    showWeekFrom: (day: DateTime) => {
      setMoved(true);
      setWeekStart(dayKey(day));
    },
  };
}

export type CalendarState = ReturnType<typeof useCalendar>;
