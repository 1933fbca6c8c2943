import type {
  EventFavorited,
  EventUnfavorited,
  RsvpChanged,
  RsvpStatus,
  RsvpWithdrawn,
} from '@eventfold/contracts';
import type { ProjectedDocument, ProjectedEventOf, Projection } from '../runtime/projection';

/**
 * What one user marked on one event, wherever they found it: their favorite and their RSVP. Indexed by
 * event (RSVP counts and attendees) and by user (their own marks in Nearby and in their calendar).
 */
export interface EventMarkDocument extends ProjectedDocument {
  userId: string;
  eventId: string;
  favorited: boolean;
  rsvp: RsvpStatus | null;
  /** When the RSVP was last given: the newest answer wins when one real-world event has several ids. */
  rsvpAt: string | null;
}

type EventMarksEvent = ProjectedEventOf<EventFavorited | EventUnfavorited | RsvpChanged | RsvpWithdrawn>;

export function eventMarkDocumentId(userId: string, eventId: string): string {
  return `${userId}:${eventId}`;
}

function evolve(
  current: EventMarkDocument | null,
  event: EventMarksEvent,
  documentId: string,
): EventMarkDocument | null {
  const { userId, eventId } = event.data;
  const base: EventMarkDocument = current ?? {
    _id: documentId,
    _position: event.position.toString(),
    userId,
    eventId,
    favorited: false,
    rsvp: null,
    rsvpAt: null,
  };
  let next: EventMarkDocument;
  switch (event.type) {
    case 'EventFavorited':
    case 'EventUnfavorited':
      next = { ...base, favorited: event.type === 'EventFavorited' };
      break;
    case 'RsvpChanged':
      next = { ...base, rsvp: event.data.status, rsvpAt: event.metadata.occurredAt };
      break;
    case 'RsvpWithdrawn':
      next = { ...base, rsvp: null, rsvpAt: null };
      break;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
  // Nothing marked any more: the document goes, so counts never see empty rows.
  return next.favorited || next.rsvp !== null ? next : null;
}

export const eventMarksProjection: Projection<EventMarkDocument> = {
  name: 'event_marks',
  version: 1,
  handles: [
    'EventFavorited',
    'EventUnfavorited',
    'RsvpChanged',
    'RsvpWithdrawn',
  ] satisfies EventMarksEvent['type'][],
  indexes: [{ keys: { eventId: 1 } }, { keys: { userId: 1 } }],
  documentIds: (event) => {
    const { userId, eventId } = (event as EventMarksEvent).data;
    return [eventMarkDocumentId(userId, eventId)];
  },
  evolve: (document, event, documentId) => evolve(document, event as EventMarksEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    { field: 'eventId', of: 'events' },
  ],
};
