import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { fullDate } from '../../lib/dates';
import { eventCountLabel, timeRangeLabel } from './event-format';

const event = (startDate: string, endDate: string | null, allDay = false) => ({
  startDate,
  endDate,
  allDay,
  timezone: 'America/Chicago',
});

describe('event texts', () => {
  it('writes the full date in US English', () => {
    expect(fullDate(DateTime.fromISO('2026-03-14', { zone: 'America/Chicago' }))).toBe(
      'Saturday, March 14, 2026',
    );
  });

  it('shows times in the viewer zone with its abbreviation', () => {
    const concert = event('2026-03-15T00:00:00.000Z', '2026-03-15T02:00:00.000Z');
    expect(timeRangeLabel(concert, 'America/Chicago')).toBe('7:00 PM – 9:00 PM CDT');
    expect(timeRangeLabel(concert, 'America/New_York')).toBe('8:00 PM – 10:00 PM EDT');
    expect(timeRangeLabel(event('2026-03-15T00:00:00.000Z', null), 'America/Chicago')).toBe('7:00 PM CDT');
    expect(timeRangeLabel(event('2026-03-15T05:00:00.000Z', null, true), 'America/Chicago')).toBe('All day');
  });

  it('counts events', () => {
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(3)).toBe('3 events');
  });
});
