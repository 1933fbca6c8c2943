import { describe, expect, it } from 'vitest';
import type { NearbyEvent } from '@eventfold/contracts';
import { distanceLabel, groupByDay, rsvpSummary } from './nearby-days';

function event(id: string, startDate: string, allDay = false): NearbyEvent {
  return {
    id,
    title: id,
    description: null,
    startDate,
    endDate: null,
    allDay,
    timezone: 'America/New_York',
    location: null,
    url: null,
    imageUrl: null,
    category: 'General',
    ownerId: null,
    visibility: 'public',
    listings: [],
    zipCode: '60614',
    distanceMiles: 1,
    rsvpCounts: { going: 0, interested: 0 },
    myRsvp: null,
    favorited: false,
  };
}

describe('nearby days', () => {
  it('groups by the viewer’s day, all-day events by their own zone', () => {
    const days = groupByDay(
      [
        event('late', '2026-03-08T04:30:00.000Z'),
        event('evening', '2026-03-08T23:00:00.000Z'),
        event('all-day', '2026-03-09T05:00:00.000Z', true),
      ],
      'America/Chicago',
    );
    expect(days.map((day) => [day.label, day.events.map((e) => e.id)])).toEqual([
      ['Saturday, March 7, 2026', ['late']],
      ['Sunday, March 8, 2026', ['evening']],
      ['Monday, March 9, 2026', ['all-day']],
    ]);
  });

  it('writes distances and RSVP counts briefly', () => {
    expect(distanceLabel(0.44)).toBe('0.4 mi');
    expect(distanceLabel(23.6)).toBe('24 mi');
    expect(rsvpSummary({ going: 3, interested: 1 })).toBe('3 going · 1 interested');
    expect(rsvpSummary({ going: 0, interested: 0 })).toBeNull();
  });
});
