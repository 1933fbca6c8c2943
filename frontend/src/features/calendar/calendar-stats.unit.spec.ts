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
    const events = [
      event('2026-06-01T12:00:00Z'),
      event('2026-07-01T12:00:00Z'),
      event('2026-07-02T12:00:00Z'),
    ];
    expect(busiestMonthIfCurrentEmpty(events, current, zone)?.toISODate()).toBe('2026-07-01');
  });
  it('picks the earlier month on a tie', () => {
    const events = [event('2026-07-01T12:00:00Z'), event('2026-05-01T12:00:00Z')];
    expect(busiestMonthIfCurrentEmpty(events, current, zone)?.toISODate()).toBe('2026-05-01');
  });
  it('stays when this month has events or there are none', () => {
    expect(
      busiestMonthIfCurrentEmpty(
        [event('2026-04-20T12:00:00Z'), event('2026-07-01T12:00:00Z'), event('2026-07-02T12:00:00Z')],
        current,
        zone,
      ),
    ).toBeNull();
    expect(busiestMonthIfCurrentEmpty([], current, zone)).toBeNull();
  });
});
