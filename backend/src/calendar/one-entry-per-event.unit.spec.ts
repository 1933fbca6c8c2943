import type { CalendarEventDocument } from '@eventfold/projections';
import { oneEntryPerEvent } from './one-entry-per-event';

function entry(eventId: string, overrides: Partial<CalendarEventDocument> = {}): CalendarEventDocument {
  return {
    _id: `u1:${eventId}`,
    _position: '1',
    kind: 'event',
    userId: 'u1',
    eventId,
    sourceId: 's1',
    title: 'Jazz Night',
    description: null,
    startDate: '2030-05-01T01:00:00.000Z',
    endDate: null,
    allDay: false,
    timezone: 'America/Chicago',
    location: 'Empty Bottle, Chicago, IL 60622',
    url: null,
    imageUrl: null,
    imageId: null,
    externalId: 'x',
    favorited: false,
    isInvited: false,
    invitedById: null,
    visibility: null,
    sharedByMe: false,
    rsvp: null,
    rsvpCopy: false,
    rangeEnd: '2030-05-01T02:00:00.000Z',
    sequence: 0,
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('one calendar entry per real-world event', () => {
  it('keeps the user’s own listing, the richest fields and the answer given on a copy', () => {
    const copy = entry('far', {
      _position: '9',
      sourceId: 's-other',
      rsvp: 'going',
      rsvpCopy: true,
      description: 'Three sets of standards',
      createdAt: '2030-03-01T00:00:00.000Z',
    });
    const own = entry('own', { title: 'Jazz Night with The Trio', startDate: '2030-05-01T01:10:00.000Z' });
    const quiz = entry('quiz', { title: 'Pub Quiz', startDate: '2030-05-02T01:00:00.000Z' });
    const [jazz, ...rest] = oneEntryPerEvent([copy, own, quiz]);
    expect(jazz).toMatchObject({
      eventId: 'own',
      sourceId: 's1',
      rsvp: 'going',
      description: 'Three sets of standards',
      _id: 'u1:far+u1:own',
      _position: '9+1',
    });
    expect(rest).toEqual([quiz]);
  });

  it('leaves apart different venues, distant starts and different shows', () => {
    const events = [
      entry('a'),
      entry('b', { location: 'Hideout, Chicago, IL 60642' }),
      entry('c', { startDate: '2030-05-01T01:16:00.000Z' }),
      entry('d', { title: 'Pub Quiz' }),
      // No venue and no place one can locate: nothing to match on.
      entry('e', { location: null }),
    ];
    expect(oneEntryPerEvent(events)).toEqual(events);
  });
});
