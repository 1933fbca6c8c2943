import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { fullDate } from '../../lib/dates';
import { eventCountLabel, timeRangeLabel, venueTimeRangeLabel } from './event-format';

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

  it("adds the venue's own clock only when it reads differently from the viewer's", () => {
    const seattle = {
      ...event('2026-12-06T03:30:00.000Z', '2026-12-06T06:00:00.000Z'),
      timezone: 'America/Los_Angeles',
    };
    expect(timeRangeLabel(seattle, 'America/Chicago')).toBe('9:30 PM – Dec 6, 12:00 AM CST');
    expect(venueTimeRangeLabel(seattle, 'America/Chicago')).toBe('7:30 PM – 10:00 PM PST');
    expect(venueTimeRangeLabel(seattle, 'America/Los_Angeles')).toBeNull();
    // Phoenix keeps standard time: in winter it reads like Denver, in summer like Los Angeles.
    const phoenixWinter = { ...event('2026-12-06T03:00:00.000Z', null), timezone: 'America/Phoenix' };
    expect(venueTimeRangeLabel(phoenixWinter, 'America/Denver')).toBeNull();
    const phoenixSummer = { ...event('2026-07-06T03:00:00.000Z', null), timezone: 'America/Phoenix' };
    expect(venueTimeRangeLabel(phoenixSummer, 'America/Denver')).toBe('8:00 PM MST');
    expect(venueTimeRangeLabel({ ...seattle, allDay: true }, 'America/Chicago')).toBeNull();
  });

  it('counts events', () => {
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(3)).toBe('3 events');
  });
});
