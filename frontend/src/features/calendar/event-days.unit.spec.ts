import { describe, expect, it } from 'vitest';
import { eventDayKey, groupByDay, moreLabel, splitOverflow } from './event-days';
import { eventKind } from './event-kind';

const timed = (startDate: string, allDay = false, timezone = 'America/Chicago') => ({
  startDate,
  allDay,
  timezone,
});

describe('grouping by day in the viewer zone', () => {
  it('puts a late-evening event on its local day, not its UTC day', () => {
    // 23:30 on Sunday 8 March in Chicago, the day the clocks spring forward, is Monday 05:30 UTC.
    expect(eventDayKey(timed('2026-03-09T04:30:00.000Z'), 'America/Chicago')).toBe('2026-03-08');
    expect(eventDayKey(timed('2026-03-09T04:30:00.000Z'), 'America/New_York')).toBe('2026-03-09');
  });

  it('handles the fall-back night (1 November 2026)', () => {
    // 01:30 CST after the repeat hour, and 23:30 the same day.
    expect(eventDayKey(timed('2026-11-01T07:30:00.000Z'), 'America/Chicago')).toBe('2026-11-01');
    expect(eventDayKey(timed('2026-11-02T05:30:00.000Z'), 'America/Chicago')).toBe('2026-11-01');
    expect(eventDayKey(timed('2026-11-02T04:30:00.000Z'), 'America/New_York')).toBe('2026-11-01');
    expect(eventDayKey(timed('2026-11-02T05:30:00.000Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('reads an all-day event in its own zone', () => {
    const festival = timed('2026-03-13T05:00:00.000Z', true, 'America/Chicago');
    expect(eventDayKey(festival, 'Pacific/Honolulu')).toBe('2026-03-13');
    expect(eventDayKey(festival, 'America/New_York')).toBe('2026-03-13');
  });

  it('sorts each day with all-day events first, then by start', () => {
    const late = { id: 'late', ...timed('2026-03-10T23:00:00.000Z') };
    const early = { id: 'early', ...timed('2026-03-10T15:00:00.000Z') };
    const allDay = { id: 'all', ...timed('2026-03-10T05:00:00.000Z', true) };
    const days = groupByDay([late, early, allDay], 'America/Chicago');
    expect(days.get('2026-03-10')?.map((event) => event.id)).toEqual(['all', 'early', 'late']);
  });
});

describe('"+N more"', () => {
  it('shows the first one in a month cell and counts the rest', () => {
    expect(splitOverflow(['a', 'b', 'c'], 1)).toEqual({ visible: ['a'], hiddenCount: 2 });
    expect(moreLabel(2)).toBe('+2 more');
  });

  it('shows up to six in a week column', () => {
    const events = Array.from({ length: 9 }, (_, index) => index);
    expect(splitOverflow(events, 6)).toEqual({ visible: [0, 1, 2, 3, 4, 5], hiddenCount: 3 });
    expect(splitOverflow(events.slice(0, 6), 6).hiddenCount).toBe(0);
    expect(splitOverflow([], 1)).toEqual({ visible: [], hiddenCount: 0 });
  });
});

describe('event kind', () => {
  const source = { id: 's', name: 'Hall', category: 'Music Venue' };
  it('decides invited, then shared, then own, then venue', () => {
    expect(eventKind({ isInvited: true, sharedByMe: true, source: null })).toBe('invited');
    expect(eventKind({ isInvited: false, sharedByMe: true, source })).toBe('shared');
    expect(eventKind({ isInvited: false, sharedByMe: false, source: null })).toBe('created');
    expect(eventKind({ isInvited: false, sharedByMe: false, source })).toBe('venue');
    // Someone else's own event, in the calendar because the user said they are going.
    expect(eventKind({ isInvited: false, sharedByMe: false, source: null, foundNearby: true })).toBe('venue');
  });
});

describe('list window', () => {
  it('keeps today onward, before the end, in date order', async () => {
    const { daysBetween } = await import('./event-days');
    const grouped = new Map([
      ['2026-03-12', ['c']],
      ['2026-03-09', ['a']],
      ['2026-03-10', ['b']],
      ['2026-04-08', ['d']],
    ]);
    expect(daysBetween(grouped, '2026-03-10', '2026-04-08').map(([key]) => key)).toEqual([
      '2026-03-10',
      '2026-03-12',
    ]);
  });
});

describe('unreadable input', () => {
  it('gives no day for a broken date, and still reads a zone Intl does not know through luxon', () => {
    expect(eventDayKey(timed('soon'), 'America/Chicago')).toBe('');
    expect(eventDayKey(timed('2026-03-09T04:30:00.000Z'), 'UTC+5')).toBe('2026-03-09');
  });
});
