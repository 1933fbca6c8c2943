import type { EventInvitationDeclined, EventInvitationSent } from '@eventfold/contracts';
import type { ProjectedEvent } from '../runtime/projection';
import { calendarEventDocumentId, type CalendarEventDocument } from './calendar.document';
import { eventCopy } from './event-copy';

type InvitationEvent = ProjectedEvent<EventInvitationSent> | ProjectedEvent<EventInvitationDeclined>;

/** A personal field reads as null once its owner's key is erased, whatever its declared type. */
function isErased(value: unknown): boolean {
  return value === null;
}

/** The invitee's entry and the inviter's entry. */
export function invitationDocumentIds(event: InvitationEvent): string[] {
  const { inviteeId, inviterId, eventId } = event.data;
  const invitee = calendarEventDocumentId(inviteeId, eventId);
  return event.type === 'EventInvitationSent'
    ? [invitee, calendarEventDocumentId(inviterId, eventId)]
    : [invitee];
}

function invitedCopy(event: ProjectedEvent<EventInvitationSent>, documentId: string): CalendarEventDocument {
  const { data, metadata } = event;
  return eventCopy(data.event, {
    documentId,
    position: event.position.toString(),
    userId: data.inviteeId,
    eventId: data.eventId,
    // The inviter's source is not the invitee's: the copy shows as an invitation, not a venue listing.
    sourceId: null,
    occurredAt: metadata.occurredAt,
    isInvited: true,
    invitedById: data.inviterId,
    rsvp: null,
  });
}

/**
 * Sent: the invitee gets a copy (unless the event is already theirs), the inviter's entry is marked
 * shared. Declined: the invited copy leaves the invitee's calendar; an own entry never does.
 */
export function invitationEvolve(
  document: CalendarEventDocument | null,
  event: InvitationEvent,
  documentId: string,
): CalendarEventDocument | null {
  const isInviteeEntry = documentId === calendarEventDocumentId(event.data.inviteeId, event.data.eventId);
  if (event.type === 'EventInvitationDeclined') return document?.isInvited === true ? null : document;
  // A snapshot read as null was sealed with an inviter's key since erased: nothing left to show.
  if (isInviteeEntry) return document ?? (isErased(event.data.event) ? null : invitedCopy(event, documentId));
  return document === null ? null : { ...document, sharedByMe: true };
}
