import type {
  CommentDeleted,
  CommentPosted,
  EventFavorited,
  EventLiked,
  EventUnfavorited,
  EventUnliked,
  RsvpChanged,
  RsvpWithdrawn,
} from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/** `going` and `interested`: the actor's RSVP, shown per their `rsvpVisibility` when read. */
export type ActivityAction = 'liked' | 'commented' | 'favorited' | 'going' | 'interested';

export interface ActivityItem {
  id: string;
  action: ActivityAction;
  eventId: string;
  /** null for favorites, whose event carries no title: it is joined in from the calendar when read. */
  eventTitle: string | null;
  createdAt: string;
}

/**
 * The `activity` read model: what one actor did, newest first. Share flags are applied when read, so
 * switching one off hides past activity too and switching it back shows it again.
 */
export interface ActivityDocument extends ProjectedDocument {
  userId: string;
  items: ActivityItem[];
}

/** Kept per action, so that hidden favorites never push visible likes out of the window. */
export const ACTIVITY_ITEMS_PER_ACTION = 50;

type ActivityEvent = ProjectedEventOf<
  | EventLiked
  | EventUnliked
  | CommentPosted
  | CommentDeleted
  | EventFavorited
  | EventUnfavorited
  | RsvpChanged
  | RsvpWithdrawn
>;

function added(doc: ActivityDocument, item: ActivityItem): ActivityDocument {
  const others = doc.items.filter((existing) => existing.id !== item.id);
  const sameAction = others.filter((existing) => existing.action === item.action);
  const dropped = new Set(sameAction.slice(ACTIVITY_ITEMS_PER_ACTION - 1).map((existing) => existing.id));
  return { ...doc, items: [item, ...others.filter((existing) => !dropped.has(existing.id))] };
}

function removed(doc: ActivityDocument, id: string): ActivityDocument {
  return { ...doc, items: doc.items.filter((item) => item.id !== id) };
}

function evolve(
  current: ActivityDocument | null,
  event: ActivityEvent,
  documentId: string,
): ActivityDocument {
  const doc = current ?? { _id: documentId, _position: '0', userId: documentId, items: [] };
  const { userId } = event.data;
  const createdAt = event.metadata.occurredAt;
  switch (event.type) {
    case 'EventLiked': {
      const { eventId, eventTitle } = event.data;
      return added(doc, {
        id: `${userId}:liked:${eventId}`,
        action: 'liked',
        eventId,
        eventTitle,
        createdAt,
      });
    }
    case 'EventUnliked':
      return removed(doc, `${userId}:liked:${event.data.eventId}`);
    case 'CommentPosted': {
      const { commentId, eventId, eventTitle } = event.data;
      return added(doc, {
        id: `${userId}:commented:${commentId}`,
        action: 'commented',
        eventId,
        eventTitle,
        createdAt,
      });
    }
    case 'CommentDeleted':
      return removed(doc, `${userId}:commented:${event.data.commentId}`);
    case 'EventFavorited': {
      const { eventId } = event.data;
      return added(doc, {
        id: `${userId}:favorited:${eventId}`,
        action: 'favorited',
        eventId,
        eventTitle: null,
        createdAt,
      });
    }
    case 'EventUnfavorited':
      return removed(doc, `${userId}:favorited:${event.data.eventId}`);
    case 'RsvpChanged': {
      // One item per answer: a change of answer replaces it, "not going" removes it.
      const { eventId, status, event: snapshot } = event.data;
      const id = `${userId}:rsvp:${eventId}`;
      if (status === 'not_going') return removed(doc, id);
      return added(removed(doc, id), {
        id,
        action: status,
        eventId,
        eventTitle: snapshot?.title ?? null,
        createdAt,
      });
    }
    case 'RsvpWithdrawn':
      return removed(doc, `${userId}:rsvp:${event.data.eventId}`);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** One document per actor (GET /api/friends/activity reads the viewer's friends' documents). */
export const activityProjection: Projection<ActivityDocument> = {
  name: 'activity',
  // 2: RSVPs joined the activity.
  version: 2,
  handles: [
    'EventLiked',
    'EventUnliked',
    'CommentPosted',
    'CommentDeleted',
    'EventFavorited',
    'EventUnfavorited',
    'RsvpChanged',
    'RsvpWithdrawn',
  ] satisfies ActivityEvent['type'][],
  documentIds: (event) => [(event as ActivityEvent).data.userId],
  evolve: (document, event, documentId) => evolve(document, event as ActivityEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    {
      field: 'items.eventId',
      of: 'events',
      scrub: (activity, { eventIds }) => ({
        ...activity,
        items: activity.items.filter((item) => !eventIds.includes(item.eventId)),
      }),
    },
  ],
};
