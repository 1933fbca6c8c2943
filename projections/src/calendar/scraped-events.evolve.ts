import type { EventScraped, ScrapedEventChanged } from '@eventfold/contracts';
import type { ProjectedEvent } from '../runtime/projection';
import type { CalendarEventDocument } from './calendar.document';
import { isInstant, normaliseInstant, rangeEnd } from './range-end';

type ScrapedEvent = ProjectedEvent<EventScraped> | ProjectedEvent<ScrapedEventChanged>;

/**
 * A venue's event as scraped. A rescan reports it again: the favorite survives, and a change of
 * content bumps the SEQUENCE so that subscribed calendar apps replace their copy.
 */
export function scrapedEvent(
  current: CalendarEventDocument | null,
  event: ScrapedEvent,
  identity: { _id: string; _position: string },
): CalendarEventDocument | null {
  const { data, metadata } = event;
  // One malformed date must not stop the whole read model: such an event is left out.
  if (!isInstant(data.startDate)) return current;
  const startDate = normaliseInstant(data.startDate);
  const endDate = isInstant(data.endDate) ? normaliseInstant(data.endDate as string) : null;
  const content = {
    sourceId: data.sourceId,
    title: data.title,
    description: data.description,
    startDate,
    endDate,
    allDay: data.allDay,
    timezone: data.timezone,
    location: data.location,
    url: data.url,
    imageUrl: data.imageUrl,
    externalId: data.externalId,
  };
  const range = rangeEnd({ startDate, endDate, allDay: data.allDay, timezone: data.timezone });
  if (current === null) {
    return {
      ...identity,
      kind: 'event',
      userId: data.userId,
      eventId: data.eventId,
      ...content,
      imageId: null,
      favorited: false,
      isInvited: false,
      invitedById: null,
      visibility: null,
      sharedByMe: false,
      rsvp: null,
      rsvpCopy: false,
      rangeEnd: range,
      sequence: 0,
      createdAt: metadata.occurredAt,
      updatedAt: metadata.occurredAt,
    };
  }
  const changed = (Object.keys(content) as (keyof typeof content)[]).some(
    (field) => current[field] !== content[field],
  );
  if (!changed) return current;
  return {
    ...current,
    ...content,
    rangeEnd: range,
    sequence: current.sequence + 1,
    updatedAt: metadata.occurredAt,
  };
}
