import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { type DateTime } from 'luxon';
import { LIMITS, type CalendarEventView } from '@eventfold/contracts';
import { dayKey, sameMonth, type DayKey } from '../calendar-dates';
import { splitOverflow } from '../event-days';
import { fullDate } from '../../../lib/dates';
import { monthGridSx, MonthDayButton, MonthEventChip, MonthMoreButton } from './month-cell-parts';

export const MONTH_RENDERED_MARK = 'month-view-rendered';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthViewProps {
  days: DateTime[];
  month: DateTime;
  today: DateTime;
  timezone: string;
  eventsByDay: ReadonlyMap<DayKey, CalendarEventView[]>;
  /** True once the month's events are on screen: the render benchmark's mark is set then. */
  ready: boolean;
  onOpenDay: (day: DateTime) => void;
  onOpenEvent: (event: CalendarEventView) => void;
}

const rowSx = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

/** 6 weeks, 42 cells, Sunday first; one event per day, then "+N more". */
export function MonthView({
  days,
  month,
  today,
  timezone,
  eventsByDay,
  ready,
  onOpenDay,
  onOpenEvent,
}: MonthViewProps) {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    // A server-rendered page set it already, when its HTML with the month was parsed (entry-server.tsx).
    if (performance.getEntriesByName(MONTH_RENDERED_MARK).length === 0) performance.mark(MONTH_RENDERED_MARK);
  }, [ready]);

  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const todayKey = dayKey(today);

  return (
    <Box
      role="table"
      aria-label={month.setLocale('en-US').toFormat('LLLL yyyy')}
      data-ready={ready}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        ...monthGridSx,
      }}
    >
      <Box role="row" sx={{ ...rowSx, bgcolor: 'action.hover' }}>
        {WEEKDAYS.map((weekday) => (
          <Box
            key={weekday}
            role="columnheader"
            sx={{
              py: 1,
              textAlign: 'center',
              typography: 'caption',
              fontWeight: 700,
              color: 'text.secondary',
            }}
          >
            {weekday}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={dayKey(week[0]!)} role="row" sx={rowSx}>
          {week.map((day) => {
            const key = dayKey(day);
            const events = eventsByDay.get(key) ?? [];
            const { visible, hiddenCount } = splitOverflow(events, LIMITS.monthViewMaxPerDay);
            const label = fullDate(day);
            const muted = !sameMonth(day, month);
            return (
              <div key={key} role="cell" aria-label={label} className="month-cell" data-muted={muted}>
                <MonthDayButton
                  day={day}
                  isToday={key === todayKey}
                  muted={muted}
                  events={events}
                  onOpenDay={onOpenDay}
                />
                {visible.map((event) => (
                  <MonthEventChip key={event.id} event={event} timezone={timezone} onOpen={onOpenEvent} />
                ))}
                {hiddenCount > 0 && (
                  <MonthMoreButton count={hiddenCount} dayLabel={label} onClick={() => onOpenDay(day)} />
                )}
              </div>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
