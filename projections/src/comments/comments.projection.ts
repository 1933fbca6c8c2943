import type { CommentDeleted, CommentPosted } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One comment, indexed by event. Deleted comments stay (soft deletion) with `deletedAt` set. */
export interface CommentDocument extends ProjectedDocument {
  commentId: string;
  eventId: string;
  userId: string;
  content: string;
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

export const commentsProjection: Projection<CommentDocument> = {
  name: 'comments',
  version: 1,
  handles: ['CommentPosted', 'CommentDeleted'] satisfies CommentsEvent['type'][],
  indexes: [{ keys: { eventId: 1 } }],
  documentIds: (event) => [(event as CommentsEvent).data.commentId],
  evolve: (document, event, documentId) => evolve(document, event as CommentsEvent, documentId),
};
