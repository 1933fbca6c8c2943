import type { DomainEvent } from '@eventfold/contracts';
import { calendarProjection } from '../calendar/calendar.projection';
import { commentsProjection } from '../comments/comments.projection';
import { notificationsProjection } from '../notifications/notifications.projection';
import { eventLog, foldInMemory } from './in-memory-fold';

const ALICE = 'alice';
const BOB = 'bob';

/** Alice creates an event, invites Bob to it and comments on Bob's; then her account is erased. */
function history() {
  const log = eventLog('2026-03-01T00:00:00.000Z');
  const event = (eventId: string, userId: string, title: string) =>
    log.append(`event-${eventId}`, {
      type: 'EventCreated',
      data: {
        eventId,
        userId,
        title,
        description: null,
        location: 'Home',
        startDate: '2026-03-08T01:00:00.000Z',
        endDate: '2026-03-08T02:00:00.000Z',
        timezone: 'America/Chicago',
        visibility: 'friends',
        imageId: null,
      },
    } as DomainEvent);
  event('e-alice', ALICE, 'Alice’s birthday');
  event('e-bob', BOB, 'Bob’s barbecue');
  log.append(`event_invitation-e-alice-${BOB}`, {
    type: 'EventInvitationSent',
    data: {
      invitationId: 'i1',
      eventId: 'e-alice',
      inviterId: ALICE,
      inviteeId: BOB,
      event: {
        title: 'Alice’s birthday',
        description: null,
        startDate: '2026-03-08T01:00:00.000Z',
        endDate: null,
        allDay: false,
        timezone: 'America/Chicago',
        location: 'Home',
        url: null,
        imageUrl: null,
      },
    },
  } as DomainEvent);
  log.append('comment-c1', {
    type: 'CommentPosted',
    data: {
      commentId: 'c1',
      eventId: 'e-bob',
      userId: ALICE,
      content: 'See you there!',
      eventOwnerId: BOB,
      eventTitle: 'Bob’s barbecue',
    },
  } as DomainEvent);
  log.append(`user-${ALICE}`, {
    type: 'UserErased',
    data: { userId: ALICE, relatedUserIds: [BOB], eventIds: ['e-alice'] },
  } as DomainEvent);
  return log;
}

describe('erasure rules', () => {
  it('removes the erased user’s calendar and the copies of their events in invitees’ calendars', () => {
    const log = history();
    const before = foldInMemory(calendarProjection, log.events.slice(0, -1));
    expect(before.get(`${BOB}:e-alice`)).toMatchObject({ title: 'Alice’s birthday', isInvited: true });
    const after = foldInMemory(calendarProjection, log.events);
    expect([...after.values()].filter((document) => document.userId === ALICE)).toEqual([]);
    expect(after.has(`${BOB}:e-alice`)).toBe(false);
    expect(after.get(`${BOB}:e-bob`)).toMatchObject({ title: 'Bob’s barbecue' });
    // Bob's calendar changed, so its version moved: a cached answer is not served again.
    const erasure = log.events[log.events.length - 1]!;
    expect(after.get(`version:${BOB}`)?._position).toBe(erasure.position.toString());
  });

  it('keeps a comment on someone else’s event in its thread, without its text', () => {
    const documents = foldInMemory(commentsProjection, history().events);
    expect(documents.get('c1')).toMatchObject({ userId: ALICE, eventId: 'e-bob', content: null });
  });

  it('drops the erased user’s items from others’ notifications', () => {
    const log = history();
    const before = foldInMemory(notificationsProjection, log.events.slice(0, -1));
    expect(before.get(BOB)?.items.map((item) => item.actorId)).toEqual([ALICE, ALICE]);
    const after = foldInMemory(notificationsProjection, log.events);
    expect(after.get(BOB)?.items).toEqual([]);
  });

  it('changes nothing when the events are replayed', () => {
    const { events } = history();
    for (const projection of [calendarProjection, commentsProjection, notificationsProjection]) {
      const once = foldInMemory(projection as typeof calendarProjection, events);
      expect(foldInMemory(projection as typeof calendarProjection, events, once)).toEqual(once);
    }
  });
});
