import { useMemo } from 'react';
import { type DateTime } from 'luxon';
import { AuditPage } from '../../features/audit/components/audit-page';
import { CalendarAsOfPanel, type MonthSlotProps } from '../../features/audit/components/calendar-as-of-panel';
import { dayKey, monthGridDays, rangeOf, todayIn } from '../../features/calendar/calendar-dates';
import { groupByDay } from '../../features/calendar/event-days';
import { MonthView } from '../../features/calendar/components/month-view';

/** The calendar's own month view, fed with the calendar as it stood at the chosen instant. */
function MonthAsOf({ month, timezone, events, onOpenEvent, onOpenDay }: MonthSlotProps) {
  const days = useMemo(() => monthGridDays(month), [month]);
  const byDay = useMemo(() => groupByDay(events, timezone), [events, timezone]);
  return (
    <MonthView
      days={days}
      month={month}
      today={todayIn(timezone)}
      timezone={timezone}
      eventsByDay={byDay}
      ready
      onOpenDay={(day) => onOpenDay(byDay.get(dayKey(day)) ?? [])}
      onOpenEvent={onOpenEvent}
    />
  );
}

const monthRange = (month: DateTime) => rangeOf(monthGridDays(month));

/** The audit page composes its own feature with the calendar's month view (features never import each other). */
export function AuditRoute() {
  return (
    <AuditPage
      renderCalendar={(user, timezone) => (
        <CalendarAsOfPanel
          key={user.id}
          userId={user.id}
          timezone={timezone}
          monthRange={monthRange}
          renderMonth={(props) => <MonthAsOf {...props} />}
        />
      )}
    />
  );
}
