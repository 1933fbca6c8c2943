import type { RsvpChanged, RsvpedEventChanged, RsvpWithdrawn } from '@eventfold/contracts';
import type { ProjectedEvent } from '../runtime/projection';
import type { CalendarEventDocument } from './calendar.document';
import { eventCopy } from './event-copy';

type RsvpEvent = ProjectedEvent<RsvpChanged> | ProjectedEvent<RsvpWithdrawn>;

function rsvpCopy(event: ProjectedEvent<RsvpChanged>, documentId: string): CalendarEventDocument | null {
  const { data, metadata } = event;
  // Answers from before the snapshot existed, and "not going", bring nothing into the calendar.
  if (data.event === null || data.status === 'not_going') return null;
  return eventCopy(data.event, {
    documentId,
    position: event.position.toString(),
    userId: data.userId,
    eventId: data.eventId,
    // The venue's source, though not the viewer's: the calendar shows its name and category.
    sourceId: data.event.sourceId,
    occurredAt: metadata.occurredAt,
    isInvited: false,
    invitedById: null,
    rsvp: data.status,
  });
}

/**
 * Going or interested: the event's entry gets the chip, or a copy joins the calendar when the event is
 * not in it (found in Nearby). Not going or withdrawn: the chip goes, and so does a copy.
 */
export function rsvpEvolve(
  document: CalendarEventDocument | null,
  event: RsvpEvent,
  documentId: string,
): CalendarEventDocument | null {
  const answer = event.type === 'RsvpChanged' ? event.data.status : null;
  const rsvp = answer === 'going' || answer === 'interested' ? answer : null;
  if (document === null) return event.type === 'RsvpChanged' ? rsvpCopy(event, documentId) : null;
  if (rsvp === null && document.rsvpCopy) return null;
  return { ...document, rsvp };
}

/**
 * A rescan cancelled or moved an event the viewer answered: their copy goes or moves (their own
 * source's listing follows its own events instead).
 */
export function rsvpedEventChangedEvolve(
  document: CalendarEventDocument | null,
  event: ProjectedEvent<RsvpedEventChanged>,
): CalendarEventDocument | null {
  if (document === null || !document.rsvpCopy) return document;
  const { data, metadata } = event;
  if (data.change === 'cancelled' || data.event === null) return null;
  const moved = eventCopy(data.event, {
    documentId: document._id,
    position: event.position.toString(),
    userId: document.userId,
    eventId: document.eventId,
    sourceId: data.event.sourceId,
    occurredAt: document.createdAt,
    isInvited: false,
    invitedById: null,
    rsvp: document.rsvp,
  });
  // The listing's new content; what the viewer did with their copy stays.
  const { favorited: _favorited, sharedByMe: _sharedByMe, createdAt: _createdAt, ...content } = moved;
  return {
    ...document,
    ...content,
    sequence: document.sequence + 1,
    updatedAt: metadata.occurredAt,
  };
}
