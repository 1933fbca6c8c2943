import type {
  EventCreated,
  RsvpChanged,
  RsvpedEventChanged,
  RsvpEventSnapshot,
  RsvpWithdrawn,
} from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { calendarProjection } from './calendar.projection';

const snapshot: RsvpEventSnapshot = {
  title: 'Jazz Night',
  description: 'Three sets',
  startDate: '2030-05-01T01:00:00.000Z',
  endDate: null,
  allDay: false,
  timezone: 'America/Chicago',
  location: 'Green Mill, Chicago, IL 60640',
  url: 'https://venue.example/jazz',
  imageUrl: null,
  sourceId: 's-other',
};

function answered(status: RsvpChanged['data']['status'], event: RsvpEventSnapshot | null = snapshot) {
  return {
    type: 'RsvpChanged',
    data: { userId: 'u1', eventId: 'e-far', status, event },
  } satisfies RsvpChanged;
}

const withdrawn = { type: 'RsvpWithdrawn', data: { userId: 'u1', eventId: 'e-far' } } satisfies RsvpWithdrawn;

function fold(...changes: (RsvpChanged | RsvpWithdrawn | EventCreated | RsvpedEventChanged)[]) {
  const log = eventLog('2030-04-01T00:00:00.000Z');
  for (const change of changes) log.append(`rsvp-${change.data.eventId}-u1`, change);
  // Replayed twice: an event seen again changes nothing.
  const once = foldInMemory(calendarProjection, log.events);
  expect(foldInMemory(calendarProjection, log.events, once)).toEqual(once);
  return once;
}

describe('calendar projection: RSVPs', () => {
  it('copies an event one is going to into one’s calendar, with the source and the chip', () => {
    const entry = fold(answered('going')).get('u1:e-far');
    expect(entry).toMatchObject({
      kind: 'event',
      userId: 'u1',
      eventId: 'e-far',
      sourceId: 's-other',
      title: 'Jazz Night',
      rsvp: 'going',
      rsvpCopy: true,
      isInvited: false,
      rangeEnd: '2030-05-01T02:00:00.000Z',
    });
  });

  it('changes the chip, and drops the copy on not going or a withdrawal', () => {
    expect(fold(answered('going'), answered('interested')).get('u1:e-far')).toMatchObject({
      rsvp: 'interested',
    });
    expect(fold(answered('going'), answered('not_going')).has('u1:e-far')).toBe(false);
    expect(fold(answered('interested'), withdrawn).has('u1:e-far')).toBe(false);
    expect(fold(answered('not_going')).has('u1:e-far')).toBe(false);
  });

  it('brings nothing in for an answer recorded before answers carried the event', () => {
    expect(fold(answered('going', null)).has('u1:e-far')).toBe(false);
  });

  it('marks one’s own event and keeps it when the answer goes', () => {
    const own = {
      type: 'EventCreated',
      data: {
        eventId: 'e-far',
        userId: 'u1',
        title: 'Dinner',
        description: 'Pot luck',
        location: 'Home',
        startDate: '2030-05-01T01:00:00.000Z',
        endDate: '2030-05-01T02:00:00.000Z',
        timezone: 'America/Chicago',
        visibility: 'public',
        imageId: null,
      },
    } satisfies EventCreated;
    expect(fold(own, answered('going')).get('u1:e-far')).toMatchObject({
      title: 'Dinner',
      rsvp: 'going',
      rsvpCopy: false,
    });
    expect(fold(own, answered('going'), withdrawn).get('u1:e-far')).toMatchObject({
      title: 'Dinner',
      rsvp: null,
    });
  });

  it('moves or drops the copy when a rescan moves or cancels the event', () => {
    const notice = (change: 'moved' | 'cancelled') =>
      ({
        type: 'RsvpedEventChanged',
        data: {
          eventId: 'e-far',
          sourceId: 's-other',
          change,
          eventTitle: 'Jazz Night',
          event: change === 'moved' ? { ...snapshot, startDate: '2030-05-02T01:00:00.000Z' } : null,
          goingUserIds: ['u1'],
          interestedUserIds: [],
        },
      }) satisfies RsvpedEventChanged;
    expect(fold(answered('going'), notice('moved')).get('u1:e-far')).toMatchObject({
      startDate: '2030-05-02T01:00:00.000Z',
      rsvp: 'going',
      rsvpCopy: true,
      sequence: 1,
    });
    expect(fold(answered('going'), notice('cancelled')).has('u1:e-far')).toBe(false);
  });
});
