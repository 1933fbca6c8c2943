import { describe, expect, it } from 'vitest';
import { type CalendarEventView, type EventSource } from '@eventfold/contracts';
import { calendarEvent } from '../../testing/calendar-event';
import { categoryOptions, groupVenues, isSelected, toggleSelection } from './venue-filters';

function source(id: string, name: string, category: string, eventCount = 0): EventSource {
  return {
    id,
    userId: 'u1',
    name,
    url: `https://${name.toLowerCase().replace(/\s+/g, '')}.example/events`,
    category,
    timezone: 'America/Chicago',
    isActive: true,
    lastScraped: null,
    eventCount,
    status: 'active',
    errorMessage: null,
    lastScanReport: null,
    zipCode: null,
    zipCodeFoundOnPage: false,
    taughtExamples: null,
    taughtPageChanged: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function venueEvent(id: string, src: EventSource): CalendarEventView {
  return calendarEvent(id, {
    sourceId: src.id,
    title: id,
    source: { id: src.id, name: src.name, category: src.category },
  });
}

const mill = source('s1', 'The Green Mill', 'Music Venue', 3);
const empty = source('s2', 'Empty Bottle', 'Music Venue', 0);
const halfAcre = source('s3', 'Half Acre', 'Brewery', 2);
const odd = source('s4', 'Garden Club', 'Gardening', 1);

describe('selection lists', () => {
  it('treats null as all', () => {
    expect(isSelected(null, 'x')).toBe(true);
    expect(isSelected([], 'x')).toBe(false);
    expect(isSelected(['x'], 'x')).toBe(true);
  });
  it('unticks from all, and returns to all when the last one is ticked again', () => {
    const universe = ['a', 'b', 'c'];
    expect(toggleSelection(null, 'b', universe)).toEqual(['a', 'c']);
    expect(toggleSelection(['a', 'c'], 'b', universe)).toBeNull();
    expect(toggleSelection([], 'a', universe)).toEqual(['a']);
    expect(toggleSelection(['a'], 'a', universe)).toEqual([]);
  });
});

describe('categoryOptions', () => {
  it('lists the venues’ categories in the spec’s order with their venues’ upcoming events, as the venue groups count', () => {
    const events = [venueEvent('e1', mill), venueEvent('e2', mill), venueEvent('e3', halfAcre)];
    const options = categoryOptions([halfAcre, mill, empty, odd], events);
    expect(options).toEqual([
      { category: 'Music Venue', count: 3 },
      { category: 'Brewery', count: 2 },
      { category: 'Gardening', count: 1 },
    ]);
    const groups = groupVenues([halfAcre, mill, empty, odd], '');
    expect(options.map((o) => o.count)).toEqual(groups.map((g) => g.eventCount));
  });
  it('counts the same whatever range of events is loaded, and keeps a category only events still name', () => {
    const gone = source('s9', 'Closed Hall', 'Theater', 4);
    expect(categoryOptions([mill], [])).toEqual(categoryOptions([mill], [venueEvent('e1', mill)]));
    expect(categoryOptions([mill], [venueEvent('e9', gone)])).toEqual([
      { category: 'Music Venue', count: 3 },
      { category: 'Theater', count: 0 },
    ]);
  });
});

describe('groupVenues', () => {
  it('groups by category with venue order by name and the events summed', () => {
    const groups = groupVenues([mill, halfAcre, empty], '');
    expect(groups.map((g) => [g.category, g.sources.map((s) => s.id), g.eventCount])).toEqual([
      ['Music Venue', ['s2', 's1'], 3],
      ['Brewery', ['s3'], 2],
    ]);
  });
  it('narrows by venue name or category', () => {
    expect(groupVenues([mill, halfAcre, empty], 'green').flatMap((g) => g.sources.map((s) => s.id))).toEqual([
      's1',
    ]);
    expect(groupVenues([mill, halfAcre, empty], 'BREW').map((g) => g.category)).toEqual(['Brewery']);
    expect(groupVenues([mill], 'nothing')).toEqual([]);
  });
});
