import type {
  EventCreated,
  EventDeleted,
  EventUpdated,
  EventFavorited,
  EventInvitationDeclined,
  EventInvitationSent,
  EventScraped,
  EventUnfavorited,
  RsvpChanged,
  RsvpedEventChanged,
  RsvpWithdrawn,
  ScrapedEventCancelled,
  ScrapedEventChanged,
  SourceAdded,
  SourceRemoved,
  SourceUpdated,
} from '@eventfold/contracts';
import type { ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';
import {
  calendarEventDocumentId,
  calendarSourceDocumentId,
  type CalendarDocument,
  calendarVersionDocumentId,
  isCalendarVersionDocumentId,
  type CalendarEventDocument,
} from './calendar.document';
import { normaliseInstant, rangeEnd } from './range-end';
import { invitationDocumentIds, invitationEvolve } from './invitations.evolve';
import { rsvpedEventChangedEvolve, rsvpEvolve } from './rsvps.evolve';
import { scrapedEvent } from './scraped-events.evolve';
import {
  ownEventChangeDocumentIds,
  ownEventChangeEvolve,
  uploadedImageUrl,
} from './own-event-changes.evolve';

type CalendarProjectionEvent = ProjectedEventOf<
  | EventCreated
  | EventUpdated
  | EventDeleted
  | EventFavorited
  | EventUnfavorited
  | SourceAdded
  | SourceUpdated
  | SourceRemoved
  | EventScraped
  | ScrapedEventChanged
  | ScrapedEventCancelled
  | EventInvitationSent
  | EventInvitationDeclined
  | RsvpChanged
  | RsvpWithdrawn
  | RsvpedEventChanged
>;

/** The runtime's bookkeeping fields of a new document. */
function identity(documentId: string, event: ProjectedEvent) {
  return { _id: documentId, _position: event.position.toString() };
}

function createdEvent(event: ProjectedEvent<EventCreated>, documentId: string): CalendarEventDocument {
  const { data, metadata } = event;
  const startDate = normaliseInstant(data.startDate);
  const endDate = normaliseInstant(data.endDate);
  return {
    ...identity(documentId, event),
    kind: 'event',
    userId: data.userId,
    eventId: data.eventId,
    sourceId: null,
    title: data.title,
    description: data.description,
    startDate,
    endDate,
    allDay: false,
    timezone: data.timezone,
    location: data.location,
    url: null,
    imageUrl: uploadedImageUrl(data.eventId, data.imageId, false),
    imageId: data.imageId,
    externalId: null,
    favorited: false,
    isInvited: false,
    invitedById: null,
    visibility: data.visibility,
    sharedByMe: false,
    rsvp: null,
    rsvpCopy: false,
    rangeEnd: rangeEnd({ startDate, endDate, allDay: false, timezone: data.timezone }),
    sequence: 0,
    createdAt: metadata.occurredAt,
    updatedAt: metadata.occurredAt,
  };
}

function favorite(document: CalendarDocument | null, favorited: boolean): CalendarDocument | null {
  // Only an event in the viewer's calendar can be a favorite; the command checks it, so a missing
  // document means the event has since left the calendar.
  if (document === null || document.kind !== 'event') return document;
  return { ...document, favorited };
}

function evolve(
  document: CalendarDocument | null,
  event: CalendarProjectionEvent,
  documentId: string,
): CalendarDocument | null {
  if (isCalendarVersionDocumentId(documentId)) {
    // The runtime stamps the event's position on it: that stamp is the version.
    return { ...identity(documentId, event), kind: 'version', userId: documentId.slice('version:'.length) };
  }
  switch (event.type) {
    case 'EventCreated':
      return document ?? createdEvent(event, documentId);
    case 'EventUpdated':
    case 'EventDeleted':
      return ownEventChangeEvolve(document?.kind === 'event' ? document : null, event);
    case 'EventFavorited':
      return favorite(document, true);
    case 'EventUnfavorited':
      return favorite(document, false);
    case 'SourceAdded':
    case 'SourceUpdated': {
      const { sourceId, userId, name, category } = event.data;
      return { ...identity(documentId, event), kind: 'source', sourceId, userId, name, category };
    }
    case 'EventScraped':
    case 'ScrapedEventChanged':
      return scrapedEvent(document?.kind === 'event' ? document : null, event, identity(documentId, event));
    case 'SourceRemoved':
    case 'ScrapedEventCancelled':
      return null;
    case 'EventInvitationSent':
    case 'EventInvitationDeclined':
      return invitationEvolve(document?.kind === 'event' ? document : null, event, documentId);
    case 'RsvpChanged':
    case 'RsvpWithdrawn':
      return rsvpEvolve(document?.kind === 'event' ? document : null, event, documentId);
    case 'RsvpedEventChanged':
      return rsvpedEventChangedEvolve(document?.kind === 'event' ? document : null, event);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function answeredBy(event: ProjectedEvent<RsvpedEventChanged>): string[] {
  return [...event.data.goingUserIds, ...event.data.interestedUserIds];
}

/** The users whose calendar an event may change. */
function viewers(event: CalendarProjectionEvent): string[] {
  switch (event.type) {
    case 'EventInvitationSent':
      return [event.data.inviteeId, event.data.inviterId];
    case 'EventInvitationDeclined':
      return [event.data.inviteeId];
    case 'EventUpdated':
    case 'EventDeleted':
      return [event.data.userId, ...event.data.copyHolderIds];
    case 'RsvpedEventChanged':
      return answeredBy(event);
    default:
      return [event.data.userId];
  }
}

/** The documents an event changes, then the version of each viewer's calendar (written last). */
function documentIds(event: CalendarProjectionEvent): string[] {
  return [...changedDocumentIds(event), ...viewers(event).map(calendarVersionDocumentId)];
}

function changedDocumentIds(event: CalendarProjectionEvent): string[] {
  switch (event.type) {
    case 'SourceAdded':
    case 'SourceUpdated':
      return [calendarSourceDocumentId(event.data.sourceId)];
    case 'SourceRemoved':
      return [
        calendarSourceDocumentId(event.data.sourceId),
        ...event.data.eventIds.map((eventId) => calendarEventDocumentId(event.data.userId, eventId)),
      ];
    case 'EventInvitationSent':
    case 'EventInvitationDeclined':
      return invitationDocumentIds(event);
    case 'EventUpdated':
    case 'EventDeleted':
      return ownEventChangeDocumentIds(event);
    case 'RsvpedEventChanged':
      return answeredBy(event).map((userId) => calendarEventDocumentId(userId, event.data.eventId));
    default:
      return [calendarEventDocumentId(event.data.userId, event.data.eventId)];
  }
}

/**
 * The signed-in user's calendar (GET /api/events, the iCalendar feed, the public event page). A range
 * is `{userId, startDate < to, rangeEnd > from}` sorted by startDate, answered from the narrower of
 * `userId_1_startDate_1` (everything that started before the range ends: the past) and
 * `userId_1_rangeEnd_1` (everything still running when it begins: the future; the feed query has the
 * same bound); the embedded store reads either as a slice, as MongoDB reads an index.
 */
export const calendarProjection: Projection<CalendarDocument> = {
  name: 'calendar',
  version: 3,
  handles: [
    'EventCreated',
    'EventUpdated',
    'EventDeleted',
    'EventFavorited',
    'EventUnfavorited',
    'SourceAdded',
    'SourceUpdated',
    'SourceRemoved',
    'EventScraped',
    'ScrapedEventChanged',
    'ScrapedEventCancelled',
    'EventInvitationSent',
    'EventInvitationDeclined',
    'RsvpChanged',
    'RsvpWithdrawn',
    'RsvpedEventChanged',
  ] satisfies CalendarProjectionEvent['type'][],
  indexes: [
    { keys: { userId: 1, startDate: 1 } },
    { keys: { userId: 1, rangeEnd: 1 } },
    { keys: { userId: 1 } },
    { keys: { eventId: 1 } },
    // Reminders look across everyone's entries starting soon.
    { keys: { startDate: 1 } },
  ],
  documentIds: (event) => documentIds(event as CalendarProjectionEvent),
  writtenLast: isCalendarVersionDocumentId,
  evolve: (document, event, documentId) => evolve(document, event as CalendarProjectionEvent, documentId),
  erasure: [
    { field: 'userId', of: 'user' },
    // Invitees' copies of the user's own events; their calendars change, so their versions move too.
    { field: 'eventId', of: 'events', standsFor: (document) => calendarVersionDocumentId(document.userId) },
  ],
};
