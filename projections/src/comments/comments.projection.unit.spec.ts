import type { DomainEvent } from '@eventfold/contracts';
import { eventLog, foldInMemory } from '../runtime/in-memory-fold';
import { commentsProjection } from './comments.projection';

function history() {
  const log = eventLog();
  const posted = (commentId: string, content: string) =>
    ({
      type: 'CommentPosted',
      data: { commentId, eventId: 'e1', userId: 'u1', content, eventOwnerId: 'o', eventTitle: 'Gig' },
    }) as DomainEvent;
  log.append('comment-c1', posted('c1', 'First'));
  log.append('comment-c2', posted('c2', 'Second'));
  log.append('comment-c1', {
    type: 'CommentDeleted',
    data: { commentId: 'c1', eventId: 'e1', userId: 'u1' },
  });
  return log.events;
}

describe('comments projection', () => {
  it('keeps deleted comments, marked with the moment of deletion', () => {
    const docs = foldInMemory(commentsProjection, history());
    expect(docs.get('c1')).toMatchObject({ content: 'First', deletedAt: '2025-01-01T00:00:02.000Z' });
    expect(docs.get('c2')).toMatchObject({ content: 'Second', eventId: 'e1', deletedAt: null });
  });

  it('gives the same documents when the events are replayed', () => {
    const events = history();
    const once = foldInMemory(commentsProjection, events);
    expect(foldInMemory(commentsProjection, events, once)).toEqual(once);
  });
});
