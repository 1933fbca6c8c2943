import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { likesProjection } from './likes.projection';

const like = (userId: string, eventId: string) =>
  ({ type: 'EventLiked', data: { userId, eventId, eventOwnerId: 'o', eventTitle: 'Gig' } }) as DomainEvent;
const unlike = (userId: string, eventId: string) =>
  ({ type: 'EventUnliked', data: { userId, eventId, eventOwnerId: 'o' } }) as DomainEvent;

function history() {
  const log = eventLog();
  log.append('likes-u1', like('u1', 'e1'));
  log.append('likes-u2', like('u2', 'e1'));
  log.append('likes-u1', unlike('u1', 'e1'));
  log.append('likes-u1', like('u1', 'e2'));
  return log.events;
}

describe('likes projection', () => {
  it('keeps one document per current like', () => {
    const docs = foldInMemory(likesProjection, history());
    expect([...docs.keys()].sort()).toEqual(['u1:e2', 'u2:e1']);
    expect(docs.get('u2:e1')).toEqual({
      _id: 'u2:e1',
      _position: '2',
      userId: 'u2',
      eventId: 'e1',
      eventOwnerId: 'o',
      createdAt: '2025-01-01T00:00:01.000Z',
    });
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(likesProjection, events);
    expect(foldInMemory(likesProjection, events, once)).toEqual(once);
  });
});
