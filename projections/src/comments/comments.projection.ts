import type { CommentDeleted, CommentPosted } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One comment, indexed by event. Deleted comments stay (soft deletion) with `deletedAt` set. */
export interface CommentDocument extends ProjectedDocument {
  commentId: string;
  eventId: string;
  userId: string;
  /** null: the author's account was erased (or their key was, before a rebuild reaches the erasure). */
  content: string | null;
  createdAt: string;
  deletedAt: string | null;
}

type CommentsEvent = ProjectedEventOf<CommentPosted | CommentDeleted>;

function evolve(
  current: CommentDocument | null,
  event: CommentsEvent,
  documentId: string,
): CommentDocument | null {
  switch (event.type) {
    case 'CommentPosted': {
      const { commentId, eventId, userId, content } = event.data;
      return (
        current ?? {
          _id: documentId,
          _position: event.position.toString(),
          commentId,
          eventId,
          userId,
          content,
          createdAt: event.metadata.occurredAt,
          deletedAt: null,
        }
      );
    }
    case 'CommentDeleted':
      if (current === null || current.deletedAt !== null) return current;
      return { ...current, deletedAt: event.metadata.occurredAt };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Version 2 scrubs the text of erased users' comments (erasure rules), also for erasures made before. */
export const commentsProjection: Projection<CommentDocument> = {
  name: 'comments',
  version: 2,
  handles: ['CommentPosted', 'CommentDeleted'] satisfies CommentsEvent['type'][],
  indexes: [{ keys: { eventId: 1 } }],
  documentIds: (event) => [(event as CommentsEvent).data.commentId],
  evolve: (document, event, documentId) => evolve(document, event as CommentsEvent, documentId),
  erasure: [
    { field: 'eventId', of: 'events' },
    // A comment on someone else's event stays in its thread, from a deleted user, without its text.
    { field: 'userId', of: 'user', scrub: (comment) => ({ ...comment, content: null }) },
  ],
};
