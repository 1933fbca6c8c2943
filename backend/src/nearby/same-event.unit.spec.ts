import type { NearbyEventDocument } from '@eventfold/projections';
import { groupSameEvents, isSameEvent, similarTitles } from './same-event';

function listing(overrides: Partial<NearbyEventDocument>): NearbyEventDocument {
  return {
    _id: overrides.eventId ?? 'e',
    _position: '1',
    kind: 'event',
    eventId: 'e',
    sourceId: 's',
    userId: 'u',
    visibility: 'public',
    title: 'Jazz Night',
    description: null,
    startDate: '2026-03-08T02:00:00.000Z',
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: 'Empty Bottle, Chicago, IL 60622',
    url: null,
    imageUrl: null,
    rangeEnd: '2026-03-08T03:00:00.000Z',
    zipCode: '60622',
    point: { type: 'Point', coordinates: [-87.68, 41.9] },
    geo: null,
    venueKey: 'empty bottle',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('one entry per real-world event', () => {
  it('matches similar titles, not different shows', () => {
    expect(similarTitles('Jazz Night', 'Jazz Night with The Trio')).toBe(true);
    expect(similarTitles('The Trio: Jazz Night!', 'jazz night - the trio')).toBe(true);
    expect(similarTitles('Jazz Night', 'Pub Quiz')).toBe(false);
  });

  it('needs the same place, a start within 15 minutes and a similar title', () => {
    const base = listing({});
    expect(isSameEvent(base, listing({ eventId: 'b', startDate: '2026-03-08T02:15:00.000Z' }))).toBe(true);
    expect(isSameEvent(base, listing({ eventId: 'b', startDate: '2026-03-08T02:16:00.000Z' }))).toBe(false);
    expect(isSameEvent(base, listing({ eventId: 'b', venueKey: 'hideout' }))).toBe(false);
    // Same coordinates, and one side names no venue: the same place.
    expect(isSameEvent(base, listing({ eventId: 'b', venueKey: null }))).toBe(true);
    expect(
      isSameEvent(
        base,
        listing({ eventId: 'b', venueKey: null, point: { type: 'Point', coordinates: [-87.7, 41.95] } }),
      ),
    ).toBe(false);
    expect(isSameEvent(base, listing({ eventId: 'b', title: 'Pub Quiz' }))).toBe(false);
  });

  it('keeps the earliest listing as the entry and every listing in its group', () => {
    const late = listing({
      eventId: 'late',
      createdAt: '2026-03-02T00:00:00.000Z',
      description: 'A long description',
    });
    const early = listing({ eventId: 'early', startDate: '2026-03-08T02:10:00.000Z' });
    const other = listing({ eventId: 'other', title: 'Pub Quiz' });
    const groups = groupSameEvents([late, other, early]);
    expect(groups.map((group) => group.map((event) => event.eventId))).toEqual([
      ['early', 'late'],
      ['other'],
    ]);
  });
});
