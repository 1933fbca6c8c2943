import type { CalendarEventView, EventDetails, PublicEvent } from '@eventfold/contracts';
import type { CalendarEventDocument, CalendarSourceDocument } from '@eventfold/projections';
import { isRemoteImage } from './scraped-images';

/** A source the read model has not seen (an event scraped before its SourceAdded was projected). */
const UNKNOWN_SOURCE = { name: 'Event Source', category: 'General' };

export function sourceSummary(
  event: Pick<CalendarEventDocument, 'sourceId'>,
  sources: ReadonlyMap<string, CalendarSourceDocument>,
): { id: string; name: string; category: string } | null {
  if (event.sourceId === null) return null;
  const source = sources.get(event.sourceId);
  return {
    id: event.sourceId,
    ...(source === undefined ? UNKNOWN_SOURCE : { name: source.name, category: source.category }),
  };
}

/** The fields every view of an event shows, picked one by one so that no internal field slips out. */
function eventDetails(event: CalendarEventDocument): EventDetails {
  return {
    title: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    allDay: event.allDay,
    timezone: event.timezone,
    location: event.location,
    url: event.url,
    // A venue's picture is served through our origin (the CSP allows no other, and the venue must
    // not see who views its events).
    imageUrl: isRemoteImage(event.imageUrl) ? `/api/events/${event.eventId}/image` : event.imageUrl,
  };
}

/** The viewer's event as GET /api/events answers it: the document without its internals. */
export function toCalendarEventView(
  event: CalendarEventDocument,
  sources: ReadonlyMap<string, CalendarSourceDocument>,
): CalendarEventView {
  return {
    id: event.eventId,
    sourceId: event.sourceId,
    userId: event.userId,
    ...eventDetails(event),
    externalId: event.externalId,
    favorited: event.favorited,
    isInvited: event.isInvited,
    invitedById: event.invitedById,
    visibility: event.visibility,
    sharedByMe: event.sharedByMe,
    rsvp: event.rsvp,
    foundNearby: event.rsvpCopy,
    source: sourceSummary(event, sources),
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  };
}

/** What anyone with the link reads: no owner, no viewer state, no source id. */
export function toPublicEvent(
  event: CalendarEventDocument,
  sources: ReadonlyMap<string, CalendarSourceDocument>,
): PublicEvent {
  const source = sourceSummary(event, sources);
  return {
    id: event.eventId,
    ...eventDetails(event),
    source: source === null ? null : { name: source.name, category: source.category },
  };
}
