import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { ACTIVITY_ITEMS_PER_ACTION, activityProjection } from './activity.projection';

const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as DomainEvent;

function history() {
  const log = eventLog();
  log.append(
    'likes-a',
    ev('EventLiked', { userId: 'a', eventId: 'e1', eventOwnerId: 'o', eventTitle: 'Gig' }),
  );
  log.append(
    'comment-c1',
    ev('CommentPosted', {
      commentId: 'c1',
      eventId: 'e1',
      userId: 'a',
      content: 'x',
      eventOwnerId: 'o',
      eventTitle: 'Gig',
    }),
  );
  log.append('favorites-a', ev('EventFavorited', { userId: 'a', eventId: 'e2' }));
  log.append(
    'likes-a',
    ev('EventLiked', { userId: 'a', eventId: 'e3', eventOwnerId: 'o', eventTitle: 'Show' }),
  );
  log.append('likes-a', ev('EventUnliked', { userId: 'a', eventId: 'e3', eventOwnerId: 'o' }));
  log.append('comment-c1', ev('CommentDeleted', { commentId: 'c1', eventId: 'e1', userId: 'a' }));
  return log.events;
}

describe('activity projection', () => {
  it('keeps what the actor did, newest first, without what they took back', () => {
    const doc = foldInMemory(activityProjection, history()).get('a');
    expect(doc?.items).toEqual([
      {
        id: 'a:favorited:e2',
        action: 'favorited',
        eventId: 'e2',
        eventTitle: null,
        createdAt: '2025-01-01T00:00:02.000Z',
      },
      {
        id: 'a:liked:e1',
        action: 'liked',
        eventId: 'e1',
        eventTitle: 'Gig',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('keeps a window per action, so many favorites do not push likes out', () => {
    const log = eventLog();
    log.append(
      'likes-a',
      ev('EventLiked', { userId: 'a', eventId: 'liked', eventOwnerId: 'o', eventTitle: 'Gig' }),
    );
    for (let i = 0; i <= ACTIVITY_ITEMS_PER_ACTION; i += 1)
      log.append('favorites-a', ev('EventFavorited', { userId: 'a', eventId: `f${i}` }));
    const items = foldInMemory(activityProjection, log.events).get('a')?.items ?? [];
    expect(items.filter((item) => item.action === 'favorited')).toHaveLength(ACTIVITY_ITEMS_PER_ACTION);
    expect(items.some((item) => item.id === 'a:favorited:f0')).toBe(false);
    expect(items.some((item) => item.id === 'a:liked:liked')).toBe(true);
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(activityProjection, events);
    expect(foldInMemory(activityProjection, events, once)).toEqual(once);
    expect(foldInMemory(activityProjection, events.slice(0, 4), once)).toEqual(once);
  });
});
