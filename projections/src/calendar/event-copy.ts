import type { EventDetails } from '@eventfold/contracts';
import type { CalendarEventDocument, CalendarRsvp } from './calendar.document';
import { normaliseInstant, rangeEnd } from './range-end';

export interface CopyOrigin {
  documentId: string;
  position: string;
  /** The viewer whose calendar gets the copy. */
  userId: string;
  eventId: string;
  sourceId: string | null;
  occurredAt: string;
  isInvited: boolean;
  /** The inviter, for an invited copy. */
  invitedById: string | null;
  rsvp: CalendarRsvp | null;
}

/**
 * Someone else's event as it was when copied into the viewer's calendar (an invitation, an RSVP):
 * a snapshot without the owner's image blob or external id.
 */
export function eventCopy(snapshot: EventDetails, origin: CopyOrigin): CalendarEventDocument {
  const startDate = normaliseInstant(snapshot.startDate);
  const endDate = snapshot.endDate === null ? null : normaliseInstant(snapshot.endDate);
  return {
    _id: origin.documentId,
    _position: origin.position,
    kind: 'event',
    userId: origin.userId,
    eventId: origin.eventId,
    sourceId: origin.sourceId,
    title: snapshot.title,
    description: snapshot.description,
    startDate,
    endDate,
    allDay: snapshot.allDay,
    timezone: snapshot.timezone,
    location: snapshot.location,
    url: snapshot.url,
    imageUrl: snapshot.imageUrl,
    imageId: null,
    externalId: null,
    favorited: false,
    isInvited: origin.isInvited,
    invitedById: origin.invitedById,
    visibility: null,
    sharedByMe: false,
    rsvp: origin.rsvp,
    rsvpCopy: origin.rsvp !== null,
    rangeEnd: rangeEnd({ startDate, endDate, allDay: snapshot.allDay, timezone: snapshot.timezone }),
    sequence: 0,
    createdAt: origin.occurredAt,
    updatedAt: origin.occurredAt,
  };
}
