import { describe, expect, it } from 'vitest';
import { type CalendarEventView } from '@eventfold/contracts';
import { calendarEvent } from '../testing/calendar-event';
import { applyEventFilters, DEFAULT_EVENT_FILTERS } from './event-filters';

function event(id: string, overrides: Partial<CalendarEventView> = {}): CalendarEventView {
  return calendarEvent(id, { endDate: '2026-12-05T03:00:00.000Z', ...overrides });
}

const jazz = event('jazz', {
  title: 'Late Night Jazz',
  sourceId: 's1',
  source: { id: 's1', name: 'The Green Mill', category: 'Music Venue' },
  favorited: true,
});
const ipa = event('ipa', {
  title: 'IPA Release',
  sourceId: 's2',
  source: { id: 's2', name: 'Half Acre', category: 'Brewery' },
});
const own = event('own', { title: 'Dinner with Sam', location: 'Home' });
const all = [jazz, ipa, own];

describe('applyEventFilters', () => {
  it('keeps everything by default', () => {
    expect(applyEventFilters(all, DEFAULT_EVENT_FILTERS)).toEqual(all);
  });

  it('keeps favorites only', () => {
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, favoritesOnly: true })).toEqual([jazz]);
  });

  it('narrows venue events by category and venue, keeping the user’s own events', () => {
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, categories: ['Brewery'] })).toEqual([ipa, own]);
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, sourceIds: [] })).toEqual([own]);
  });

  it('keeps events the user is going to or interested in, whichever venues are ticked', () => {
    const going = event('going', {
      title: 'Blues Night',
      sourceId: 's9',
      source: { id: 's9', name: 'Kingston Mines', category: 'Nightlife' },
      rsvp: 'going',
    });
    const filters = { ...DEFAULT_EVENT_FILTERS, categories: ['Brewery'], sourceIds: [] };
    expect(applyEventFilters([...all, going], filters)).toEqual([own, going]);
    expect(applyEventFilters([...all, going], { ...filters, search: 'jazz' })).toEqual([]);
  });

  it('searches titles, locations, venue names and categories, case-insensitively', () => {
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, search: 'green mill' })).toEqual([jazz]);
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, search: 'BREW' })).toEqual([ipa]);
    expect(applyEventFilters(all, { ...DEFAULT_EVENT_FILTERS, search: 'home' })).toEqual([own]);
  });

  it('combines every filter', () => {
    const filters = { search: 'jazz', favoritesOnly: true, categories: ['Music Venue'], sourceIds: ['s1'] };
    expect(applyEventFilters(all, filters)).toEqual([jazz]);
    expect(applyEventFilters(all, { ...filters, sourceIds: ['s2'] })).toEqual([]);
  });
});
