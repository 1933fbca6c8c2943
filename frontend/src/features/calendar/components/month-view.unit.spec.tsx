import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { type CalendarEventView } from '@eventfold/contracts';
import { monthGridDays } from '../calendar-dates';
import { groupByDay } from '../event-days';
import { calendarEvent } from '../../../testing/calendar-event';
import { MONTH_RENDERED_MARK, MonthView } from './month-view';

const zone = 'America/Chicago';

function event(id: string, startDate: string): CalendarEventView {
  return calendarEvent(id, {
    userId: 'u',
    startDate,
    timezone: zone,
    createdAt: startDate,
    updatedAt: startDate,
  });
}

describe('MonthView', () => {
  it('shows 42 cells, one event per day and "+N more", and marks its render', () => {
    const month = DateTime.fromISO('2026-03-01', { zone });
    const events = ['a', 'b', 'c'].map((id, index) => event(id, `2026-03-14T1${index}:00:00.000Z`));
    const onOpenDay = vi.fn();
    const mark = vi.spyOn(performance, 'mark');
    render(
      <MonthView
        days={monthGridDays(month)}
        month={month}
        today={month}
        timezone={zone}
        eventsByDay={groupByDay(events, zone)}
        ready
        onOpenDay={onOpenDay}
        onOpenEvent={() => {}}
      />,
    );
    expect(screen.getAllByRole('cell')).toHaveLength(42);
    const cell = screen.getByRole('cell', { name: 'Saturday, March 14, 2026' });
    expect(within(cell).getAllByRole('button', { name: /^Event / })).toHaveLength(1);
    fireEvent.click(within(cell).getByRole('button', { name: '+2 more on Saturday, March 14, 2026' }));
    expect(onOpenDay.mock.calls[0]?.[0].toISODate()).toBe('2026-03-14');
    expect(mark).toHaveBeenCalledWith(MONTH_RENDERED_MARK);
  });
});
