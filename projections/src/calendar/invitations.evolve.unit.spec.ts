import type { DomainEvent, EventCreated } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { calendarProjection } from './calendar.projection';

const snapshot = {
  title: 'Gig',
  description: null,
  startDate: '2025-03-01T19:00:00.000Z',
  endDate: '2025-03-01T20:00:00.000Z',
  allDay: false,
  timezone: 'America/Chicago',
  location: 'Hall',
  url: null,
  imageUrl: null,
};
const invitation = { invitationId: 'inv', eventId: 'e1', inviterId: 'a', inviteeId: 'b' };

function history() {
  const log = eventLog();
  log.append('event-e1', {
    type: 'EventCreated',
    data: {
      eventId: 'e1',
      userId: 'a',
      title: 'Gig',
      description: null,
      location: 'Hall',
      startDate: snapshot.startDate,
      endDate: snapshot.endDate,
      timezone: 'America/Chicago',
      visibility: 'private',
      imageId: null,
    },
  } satisfies EventCreated);
  log.append('event_invitation-e1-b', {
    type: 'EventInvitationSent',
    data: { ...invitation, event: snapshot },
  } as DomainEvent);
  return log;
}

describe('calendar projection: event invitations', () => {
  it('gives the invitee an invited copy and marks the inviter entry shared', () => {
    const docs = foldInMemory(calendarProjection, history().events);
    expect(docs.get('b:e1')).toMatchObject({
      kind: 'event',
      userId: 'b',
      eventId: 'e1',
      title: 'Gig',
      sourceId: null,
      isInvited: true,
      invitedById: 'a',
      sharedByMe: false,
      rsvp: null,
      rsvpCopy: false,
      rangeEnd: '2025-03-01T20:00:00.000Z',
    });
    expect(docs.get('a:e1')).toMatchObject({ isInvited: false, sharedByMe: true });
  });

  it('removes the invited copy on decline, never the inviter entry', () => {
    const log = history();
    log.append('event_invitation-e1-b', { type: 'EventInvitationDeclined', data: invitation } as DomainEvent);
    log.append('event_invitation-e1-a', {
      type: 'EventInvitationDeclined',
      data: { ...invitation, inviteeId: 'a', inviterId: 'b' },
    } as DomainEvent);
    const docs = foldInMemory(calendarProjection, log.events);
    expect(docs.has('b:e1')).toBe(false);
    expect(docs.get('a:e1')).toMatchObject({ title: 'Gig', sharedByMe: true });
  });

  it('gives the same documents when the events are replayed', () => {
    const log = history();
    log.append('event_invitation-e1-b', { type: 'EventInvitationDeclined', data: invitation } as DomainEvent);
    const once = foldInMemory(calendarProjection, log.events);
    expect(foldInMemory(calendarProjection, log.events, once)).toEqual(once);
    const sentOnly = foldInMemory(calendarProjection, log.events.slice(0, 2));
    expect(foldInMemory(calendarProjection, log.events.slice(0, 2), sentOnly)).toEqual(sentOnly);
  });
});
