import { countByMonth, eventMonth } from './month-counts';

const timed = (startDate: string, allDay = false, timezone = 'America/Chicago') => ({
  startDate,
  allDay,
  timezone,
});

describe('month counts', () => {
  it('reads a timed event’s month in the viewer’s zone', () => {
    // 03:00 UTC on March 1 is still February in Chicago.
    expect(eventMonth(timed('2026-03-01T03:00:00.000Z'), 'America/Chicago')).toBe('2026-02');
    expect(eventMonth(timed('2026-03-01T06:00:00.000Z'), 'America/Chicago')).toBe('2026-03');
  });

  it('reads an all-day event’s month in its own zone, and in the viewer’s when its zone is unknown', () => {
    // Midnight of March 1 in New York: February 28 for a viewer in Honolulu, but an all-day event stays on its day.
    const allDay = timed('2026-03-01T05:00:00.000Z', true, 'America/New_York');
    expect(eventMonth(allDay, 'Pacific/Honolulu')).toBe('2026-03');
    expect(eventMonth({ ...allDay, timezone: 'Not/A_Zone' }, 'Pacific/Honolulu')).toBe('2026-02');
  });

  it('counts by month, months in order, empty ones left out', () => {
    const events = [
      timed('2026-08-05T17:00:00.000Z'),
      timed('2026-06-10T17:00:00.000Z'),
      timed('2026-08-06T17:00:00.000Z'),
    ];
    expect(countByMonth(events, 'America/Chicago')).toEqual([
      { month: '2026-06', count: 1 },
      { month: '2026-08', count: 2 },
    ]);
    expect(countByMonth([], 'America/Chicago')).toEqual([]);
  });
});
