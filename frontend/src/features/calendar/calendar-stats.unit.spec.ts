import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { activeCategoryCount, busiestMonthIfCurrentEmpty, eventsInMonth, nextEvent } from './calendar-stats';

const zone = 'America/Chicago';
const event = (startDate: string, category: string | null = null, allDay = false) => ({
  startDate,
  allDay,
  timezone: zone,
  source: category ? { id: category, name: category, category } : null,
});

describe('stat tiles', () => {
  it('counts this month in the viewer zone', () => {
    const events = [
      event('2026-04-01T04:30:00.000Z'),
      event('2026-04-01T05:30:00.000Z'),
      event('2026-04-30T12:00:00.000Z'),
    ];
    // The first is 23:30 on 31 March in Chicago.
    expect(eventsInMonth(events, DateTime.fromISO('2026-04-10', { zone }), zone)).toHaveLength(2);
  });

  it('counts categories that have events, not own events', () => {
    expect(
      activeCategoryCount([
        event('2026-04-01T12:00:00Z', 'Brewery'),
        event('2026-04-02T12:00:00Z', 'Brewery'),
        event('2026-04-03T12:00:00Z', 'Sports'),
        event('2026-04-03T12:00:00Z'),
      ]),
    ).toBe(2);
  });

  it("finds the next event, keeping today's all-day events", () => {
    const now = DateTime.fromISO('2026-04-10T15:00', { zone });
    const past = event('2026-04-10T14:00:00.000Z');
    const allDayToday = event('2026-04-10T05:00:00.000Z', null, true);
    const later = event('2026-04-12T14:00:00.000Z');
    expect(nextEvent([later, past, allDayToday], now, zone)).toBe(allDayToday);
    expect(nextEvent([later, past], now, zone)).toBe(later);
    expect(nextEvent([past], now, zone)).toBeNull();
  });
});

describe('first-load jump', () => {
  const current = DateTime.fromISO('2026-04-10', { zone });
  it('goes to the busiest month when this month is empty', () => {
    const counts = [
      { month: '2026-06', count: 1 },
      { month: '2026-07', count: 2 },
    ];
    expect(busiestMonthIfCurrentEmpty(counts, current, zone)?.toISODate()).toBe('2026-07-01');
  });
  it('picks the earlier month on a tie', () => {
    const counts = [
      { month: '2026-07', count: 1 },
      { month: '2026-05', count: 1 },
    ];
    expect(busiestMonthIfCurrentEmpty(counts, current, zone)?.toISODate()).toBe('2026-05-01');
  });
  it('stays when this month has events or there are none', () => {
    const counts = [
      { month: '2026-04', count: 1 },
      { month: '2026-07', count: 2 },
    ];
    expect(busiestMonthIfCurrentEmpty(counts, current, zone)).toBeNull();
    expect(busiestMonthIfCurrentEmpty([], current, zone)).toBeNull();
  });
});
