import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateTime } from 'luxon';
import { weekDays } from '../calendar-dates';
import { groupByDay } from '../event-days';
import { calendarEvent } from '../../../testing/calendar-event';
import { WeekView } from './week-view';

const zone = 'America/Chicago';
const start = DateTime.fromISO('2026-11-25', { zone });

function renderWeek(startDates: string[], nextEventDay: DateTime | null) {
  const events = startDates.map((startDate, index) => calendarEvent(`e${index}`, { startDate }));
  const onShowWeekFrom = vi.fn();
  render(
    <WeekView
      days={weekDays(start)}
      today={start}
      timezone={zone}
      eventsByDay={groupByDay(events, zone)}
      onOpenDay={() => {}}
      onOpenEvent={() => {}}
      nextEventDay={nextEventDay}
      onShowWeekFrom={onShowWeekFrom}
    />,
  );
  return onShowWeekFrom;
}

describe('WeekView', () => {
  afterEach(cleanup);

  it('says when the next event is when its 7 days are empty, and goes to that week', () => {
    const later = DateTime.fromISO('2026-12-05', { zone });
    const onShowWeekFrom = renderWeek([], later);
    expect(screen.getByText('Nothing in these 7 days. Next event: Sat, Dec 5.')).toBeTruthy();
    expect(screen.getAllByText('No events')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Show that week' }));
    expect(onShowWeekFrom).toHaveBeenCalledWith(later);
  });

  it('says nothing more when the week has an event or nothing comes later', () => {
    renderWeek(['2026-11-27T01:00:00.000Z'], DateTime.fromISO('2026-11-26', { zone }));
    expect(screen.queryByRole('button', { name: 'Show that week' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Event e0/ })).toBeTruthy();
  });

  it('points only forward: an empty week after the next event shows its empty days alone', () => {
    renderWeek([], DateTime.fromISO('2026-11-20', { zone }));
    expect(screen.queryByRole('button', { name: 'Show that week' })).toBeNull();
    cleanup();
    renderWeek([], null);
    expect(screen.queryByRole('button', { name: 'Show that week' })).toBeNull();
  });
});
