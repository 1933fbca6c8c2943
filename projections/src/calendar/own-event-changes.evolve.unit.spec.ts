import type { DomainEvent, EventCreated, EventUpdated } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { nearbyProjection } from '../nearby/nearby.projection';
import { calendarProjection } from './calendar.projection';

const created: EventCreated['data'] = {
  eventId: 'e1',
  userId: 'a',
  title: 'Gig',
  description: null,
  location: 'Hall',
  startDate: '2025-03-01T19:00:00.000Z',
  endDate: '2025-03-01T20:00:00.000Z',
  timezone: 'America/Chicago',
  visibility: 'public',
  imageId: 'img-1',
};
const updated: EventUpdated['data'] = {
  ...created,
  title: 'Gig (moved)',
  location: 'Park, Austin, TX 78701',
  startDate: '2025-03-02T01:00:00.000Z',
  endDate: '2025-03-02T03:00:00.000Z',
  imageId: 'img-2abcdefgh',
  copyHolderIds: ['b'],
};

function history() {
  const log = eventLog();
  log.append('event-e1', { type: 'EventCreated', data: created } satisfies EventCreated);
  log.append('event_invitation-e1-b', {
    type: 'EventInvitationSent',
    data: {
      invitationId: 'inv',
      eventId: 'e1',
      inviterId: 'a',
      inviteeId: 'b',
      event: {
        title: 'Gig',
        description: null,
        startDate: created.startDate,
        endDate: created.endDate,
        allDay: false,
        timezone: created.timezone,
        location: 'Hall',
        url: null,
        imageUrl: '/api/events/e1/image',
      },
    },
  } as DomainEvent);
  log.append('event-e1', { type: 'EventUpdated', data: updated } satisfies EventUpdated);
  return log;
}

describe('calendar projection: the owner edits and deletes their event', () => {
  it('changes the owner entry and the invited copies, with a new picture address', () => {
    const docs = foldInMemory(calendarProjection, history().events);
    const change = {
      title: 'Gig (moved)',
      location: 'Park, Austin, TX 78701',
      startDate: '2025-03-02T01:00:00.000Z',
      rangeEnd: '2025-03-02T03:00:00.000Z',
      imageUrl: '/api/events/e1/image?v=img-2abc',
      sequence: 1,
    };
    expect(docs.get('a:e1')).toMatchObject({ ...change, imageId: 'img-2abcdefgh', isInvited: false });
    expect(docs.get('b:e1')).toMatchObject({ ...change, imageId: null, isInvited: true, invitedById: 'a' });
  });

  it('removes every copy on delete, and replays to the same documents', () => {
    const log = history();
    log.append('event-e1', {
      type: 'EventDeleted',
      data: { eventId: 'e1', userId: 'a', copyHolderIds: ['b'] },
    } as DomainEvent);
    const docs = foldInMemory(calendarProjection, log.events);
    expect(docs.has('a:e1')).toBe(false);
    expect(docs.has('b:e1')).toBe(false);
    expect(foldInMemory(calendarProjection, log.events, docs)).toEqual(docs);
  });

  it('places an edited public event in Nearby by its new ZIP, and takes it out on delete', () => {
    const log = history();
    const placed = foldInMemory(nearbyProjection, log.events);
    expect(placed.get('e1')).toMatchObject({ title: 'Gig (moved)', zipCode: '78701' });
    log.append('event-e1', {
      type: 'EventDeleted',
      data: { eventId: 'e1', userId: 'a', copyHolderIds: ['b'] },
    } as DomainEvent);
    expect(foldInMemory(nearbyProjection, log.events).has('e1')).toBe(false);
  });
});
