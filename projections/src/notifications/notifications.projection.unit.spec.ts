import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { notificationsProjection } from './notifications.projection';

const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as DomainEvent;
const liked = (userId: string) =>
  ev('EventLiked', { userId, eventId: 'e1', eventOwnerId: 'o', eventTitle: 'Gig' });
const commented = (userId: string) =>
  ev('CommentPosted', {
    commentId: `c-${userId}`,
    eventId: 'e1',
    userId,
    content: 'x',
    eventOwnerId: 'o',
    eventTitle: 'Gig',
  });

function history() {
  const log = eventLog();
  log.append(
    'friendship-b-o',
    ev('FriendRequested', { requesterId: 'b', addresseeId: 'o', viaInviteId: null }),
  );
  log.append('likes-b', liked('b'));
  log.append('likes-o', liked('o'));
  log.append('blocks-o', ev('UserBlocked', { blockerId: 'o', blockedId: 'd' }));
  log.append('likes-d', liked('d'));
  log.append('user-o', ev('PreferencesChanged', { userId: 'o', changes: { notifyOnComment: false } }));
  log.append('comment-c-b', commented('b'));
  log.append(
    'friendship-o-x',
    ev('FriendAccepted', { requesterId: 'o', addresseeId: 'x', viaInviteId: 'i' }),
  );
  log.append('notifications-o', ev('NotificationsRead', { userId: 'o', notificationIds: ['1'] }));
  return log.events;
}

describe('notifications projection', () => {
  it('notifies the recipient as their flags and blocks allow, newest first', () => {
    const inbox = foldInMemory(notificationsProjection, history()).get('o');
    expect(inbox?.items.map((item) => [item.id, item.type, item.actorId, item.read])).toEqual([
      ['8', 'friend_accept', 'x', false],
      ['2', 'like', 'b', false],
      ['1', 'friend_request', 'b', true],
    ]);
    expect(inbox).toMatchObject({ notifyOnLike: true, notifyOnComment: false, blocked: ['d'] });
    // Accepted through an invitation link, not a request: the item says so.
    expect(inbox?.items[0]?.data).toEqual({ viaInvite: true });
    expect(inbox?.items[1]).toMatchObject({
      eventId: 'e1',
      data: { eventTitle: 'Gig' },
      createdAt: '2025-01-01T00:00:01.000Z',
    });
  });

  it('drops an unread like when it is taken back, and marks everything read when no ids are given', () => {
    const log = eventLog();
    log.append('likes-b', liked('b'));
    log.append('likes-b', ev('EventUnliked', { userId: 'b', eventId: 'e1', eventOwnerId: 'o' }));
    log.append('comment-c-b', commented('b'));
    log.append('notifications-o', ev('NotificationsRead', { userId: 'o', notificationIds: null }));
    const inbox = foldInMemory(notificationsProjection, log.events).get('o');
    expect(inbox?.items.map((item) => [item.type, item.read])).toEqual([['comment', true]]);
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(notificationsProjection, events);
    expect(foldInMemory(notificationsProjection, events, once)).toEqual(once);
    expect(foldInMemory(notificationsProjection, events.slice(0, 5), once)).toEqual(once);
  });

  it('tells an invitee who invited them to which event, unless one blocked the other', () => {
    const invited = (inviterId: string) =>
      ev('EventInvitationSent', {
        invitationId: `inv-${inviterId}`,
        eventId: `e-${inviterId}`,
        inviterId,
        inviteeId: 'o',
        event: { title: `Party of ${inviterId}` },
      });
    const log = eventLog();
    log.append('blocks-o', ev('UserBlocked', { blockerId: 'o', blockedId: 'd' }));
    log.append('event_invitation-a', invited('a'));
    log.append('event_invitation-d', invited('d'));
    const inbox = foldInMemory(notificationsProjection, log.events).get('o');
    expect(inbox?.items).toEqual([
      expect.objectContaining({
        type: 'event_invite',
        actorId: 'a',
        eventId: 'e-a',
        data: { eventTitle: 'Party of a', invitationId: 'inv-a' },
        read: false,
      }),
    ]);
  });
});
