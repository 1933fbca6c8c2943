import type { EventLiked, EventUnliked } from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** One like: indexed by event (who liked it, friend likes) and by user (GET /api/user/likes). */
export interface LikeDocument extends ProjectedDocument {
  userId: string;
  eventId: string;
  eventOwnerId: string;
  createdAt: string;
}

type LikesEvent = ProjectedEventOf<EventLiked | EventUnliked>;

export function likeDocumentId(userId: string, eventId: string): string {
  return `${userId}:${eventId}`;
}

function evolve(current: LikeDocument | null, event: LikesEvent, documentId: string): LikeDocument | null {
  switch (event.type) {
    case 'EventLiked': {
      const { userId, eventId, eventOwnerId } = event.data;
      // A like that already exists keeps its first moment.
      return (
        current ?? {
          _id: documentId,
          _position: event.position.toString(),
          userId,
          eventId,
          eventOwnerId,
          createdAt: event.metadata.occurredAt,
        }
      );
    }
    case 'EventUnliked':
      return null;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export const likesProjection: Projection<LikeDocument> = {
  name: 'likes',
  version: 1,
  handles: ['EventLiked', 'EventUnliked'] satisfies LikesEvent['type'][],
  indexes: [{ keys: { eventId: 1 } }, { keys: { userId: 1 } }],
  documentIds: (event) => {
    const { userId, eventId } = (event as LikesEvent).data;
    return [likeDocumentId(userId, eventId)];
  },
  evolve: (document, event, documentId) => evolve(document, event as LikesEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    { field: 'eventId', of: 'events' },
  ],
};
