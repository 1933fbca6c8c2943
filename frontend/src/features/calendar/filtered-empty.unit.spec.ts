import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { DEFAULT_EVENT_FILTERS } from '../../lib/event-filters';
import { weekDays } from './calendar-dates';
import { groupByDay } from './event-days';
import { daysHoldEvents, filteredEmpty } from './filtered-empty';
import { calendarEvent } from '../../testing/calendar-event';

const zone = 'America/Chicago';

describe('filteredEmpty', () => {
  it('says nothing while the shown days hold events, or when nothing narrows them', () => {
    expect(filteredEmpty({ ...DEFAULT_EVENT_FILTERS, search: 'jazz' }, 'month', true)).toBeNull();
    expect(filteredEmpty(DEFAULT_EVENT_FILTERS, 'month', false)).toBeNull();
    expect(filteredEmpty({ ...DEFAULT_EVENT_FILTERS, search: '   ' }, 'list', false)).toBeNull();
    expect(filteredEmpty({ ...DEFAULT_EVENT_FILTERS, categories: [] }, 'list', false)).toBeNull();
  });

  it('names the search as typed, trimmed, before the favorites', () => {
    expect(filteredEmpty({ ...DEFAULT_EVENT_FILTERS, search: '  polka ' }, 'week', false)).toEqual({
      reason: 'search',
      text: 'No events match “polka”.',
    });
    expect(
      filteredEmpty({ ...DEFAULT_EVENT_FILTERS, search: 'polka', favoritesOnly: true }, 'week', false),
    ).toEqual({ reason: 'search', text: 'No favorite events match “polka”.' });
  });

  it('says which days hold no favorite, per view', () => {
    const favorites = { ...DEFAULT_EVENT_FILTERS, favoritesOnly: true };
    expect(filteredEmpty(favorites, 'month', false)).toEqual({
      reason: 'favorites',
      text: 'No favorite events this month.',
      hint: 'Tap the star on an event to keep it here.',
    });
    expect(filteredEmpty(favorites, 'week', false)?.text).toBe('No favorite events in these 7 days.');
    expect(filteredEmpty(favorites, 'list', false)?.text).toBe('No favorite events in the next 30 days.');
  });
});

describe('daysHoldEvents', () => {
  it('looks only at the shown days', () => {
    const byDay = groupByDay([calendarEvent('a', { startDate: '2026-12-10T20:00:00-06:00' })], zone);
    expect(daysHoldEvents(weekDays(DateTime.fromISO('2026-12-07', { zone })), byDay)).toBe(true);
    expect(daysHoldEvents(weekDays(DateTime.fromISO('2026-12-11', { zone })), byDay)).toBe(false);
  });
});
