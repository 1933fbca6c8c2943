import type {
  EventCreated,
  EventDeleted,
  EventUpdated,
  EventDetails,
  GeoCoordinates,
  EventScraped,
  ScrapedEventCancelled,
  ScrapedEventChanged,
  SourceAdded,
  SourceRemoved,
  SourceUpdated,
  SourceZipCodeFound,
} from '@eventfold/contracts';
import type { ProjectedEvent, ProjectedEventOf, Projection } from '../runtime/projection';
import { isInstant, normaliseInstant, rangeEnd } from '../calendar/range-end';
import { uploadedImageUrl } from '../calendar/own-event-changes.evolve';
import { placeOf, placeOfZip, venueKey } from './event-place';
import { nearbySourceDocumentId, type NearbyDocument, type NearbyEventDocument } from './nearby.document';

type NearbyProjectionEvent = ProjectedEventOf<
  | EventCreated
  | EventUpdated
  | EventDeleted
  | SourceAdded
  | SourceUpdated
  | SourceZipCodeFound
  | SourceRemoved
  | EventScraped
  | ScrapedEventChanged
  | ScrapedEventCancelled
>;

type EventFields = EventDetails & Pick<NearbyEventDocument, 'eventId' | 'sourceId' | 'userId' | 'visibility'>;

/**
 * An event's document, placed at its page's coordinates, else the ZIP its location names, else its
 * source's ZIP. null when its times are unreadable, or for an own event without a place; a venue
 * listing without one is kept unplaced, as its source may be given a ZIP later.
 */
function eventDocument(
  current: NearbyDocument | null,
  fields: EventFields,
  event: ProjectedEvent,
  documentId: string,
  geo: GeoCoordinates | null = null,
  sourceZipCode: string | null = null,
): NearbyEventDocument | null {
  const place = placeOf(fields.location, geo) ?? placeOfZip(sourceZipCode);
  if ((place === null && fields.sourceId === null) || !isInstant(fields.startDate)) return null;
  const startDate = normaliseInstant(fields.startDate);
  const endDate = isInstant(fields.endDate) ? normaliseInstant(fields.endDate as string) : null;
  return {
    _id: documentId,
    _position: event.position.toString(),
    kind: 'event',
    ...fields,
    startDate,
    endDate,
    rangeEnd: rangeEnd({ startDate, endDate, allDay: fields.allDay, timezone: fields.timezone }),
    zipCode: place?.zip ?? null,
    point: place?.point ?? null,
    geo,
    venueKey: venueKey(fields.location),
    createdAt: current?.kind === 'event' ? current.createdAt : event.metadata.occurredAt,
  };
}

/** A listing whose source's ZIP changed: placed anew, unless it names a place of its own. */
function withSourceZipCode(
  current: NearbyDocument | null,
  zipCode: string | null,
  event: ProjectedEvent,
): NearbyDocument | null {
  if (current?.kind !== 'event') return current;
  const place = placeOf(current.location, current.geo) ?? placeOfZip(zipCode);
  return {
    ...current,
    _position: event.position.toString(),
    zipCode: place?.zip ?? null,
    point: place?.point ?? null,
  };
}

function evolve(
  current: NearbyDocument | null,
  event: NearbyProjectionEvent,
  documentId: string,
): NearbyDocument | null {
  switch (event.type) {
    case 'EventCreated':
    case 'EventUpdated': {
      const { data } = event;
      if (event.type === 'EventCreated' && current !== null) return current;
      // An edit places the event anew: its new location may name another ZIP, or none.
      const fields: EventFields = {
        eventId: data.eventId,
        sourceId: null,
        userId: data.userId,
        visibility: data.visibility,
        title: data.title,
        description: data.description,
        startDate: data.startDate,
        endDate: data.endDate,
        allDay: false,
        timezone: data.timezone,
        location: data.location,
        url: null,
        imageUrl: uploadedImageUrl(data.eventId, data.imageId, event.type === 'EventUpdated'),
      };
      return eventDocument(current, fields, event, documentId);
    }
    case 'EventScraped':
    case 'ScrapedEventChanged': {
      const { data } = event;
      // A venue's listing is public: anyone near it may find it.
      const fields: EventFields = {
        eventId: data.eventId,
        sourceId: data.sourceId,
        userId: data.userId,
        visibility: 'public',
        title: data.title,
        description: data.description,
        startDate: data.startDate,
        endDate: data.endDate,
        allDay: data.allDay,
        timezone: data.timezone,
        location: data.location,
        url: data.url,
        imageUrl: data.imageUrl,
      };
      // A listing that names no place of its own is at its venue: the source's ZIP, when it has one.
      return eventDocument(current, fields, event, documentId, data.geo ?? null, data.sourceZipCode ?? null);
    }
    case 'ScrapedEventCancelled':
    case 'EventDeleted':
      return null;
    case 'SourceZipCodeFound':
      return withSourceZipCode(current, event.data.zipCode, event);
    case 'SourceAdded':
    case 'SourceUpdated': {
      if (documentId !== nearbySourceDocumentId(event.data.sourceId))
        return withSourceZipCode(current, event.data.zipCode ?? null, event);
      const { sourceId, userId, name, url, category } = event.data;
      const isActive =
        event.type === 'SourceAdded'
          ? event.data.isActive
          : current?.kind === 'source'
            ? current.isActive
            : true;
      return {
        _id: documentId,
        _position: event.position.toString(),
        kind: 'source',
        sourceId,
        userId,
        name,
        url,
        category,
        isActive,
      };
    }
    case 'SourceRemoved':
      return null;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function documentIds(event: NearbyProjectionEvent): string[] {
  switch (event.type) {
    case 'SourceAdded':
      return [nearbySourceDocumentId(event.data.sourceId)];
    case 'SourceUpdated':
      // An edit that sets, changes or clears the ZIP (not absent) places the source's listings anew.
      return [
        nearbySourceDocumentId(event.data.sourceId),
        ...(event.data.zipCode === undefined ? [] : event.data.eventIds),
      ];
    case 'SourceZipCodeFound':
      return event.data.eventIds;
    case 'SourceRemoved':
      return [nearbySourceDocumentId(event.data.sourceId), ...event.data.eventIds];
    default:
      return [event.data.eventId];
  }
}

/**
 * Events near a place (GET /api/events/nearby): `{point: {$geoWithin: …}, startDate < to, rangeEnd > from}`
 * answered by the 2dsphere index on `point` (a kd-tree in the embedded store). Coordinates are derived
 * here, so a rebuild gives every existing event its place.
 */
export const nearbyProjection: Projection<NearbyDocument> = {
  name: 'nearby',
  // v2: venue listings without a place are kept, so a source's new ZIP places them at once.
  version: 2,
  handles: [
    'EventCreated',
    'EventUpdated',
    'EventDeleted',
    'SourceAdded',
    'SourceUpdated',
    'SourceZipCodeFound',
    'SourceRemoved',
    'EventScraped',
    'ScrapedEventChanged',
    'ScrapedEventCancelled',
  ] satisfies NearbyProjectionEvent['type'][],
  indexes: [{ keys: { point: '2dsphere' } }, { keys: { eventId: 1 } }],
  documentIds: (event) => documentIds(event as NearbyProjectionEvent),
  evolve: (document, event, documentId) => evolve(document, event as NearbyProjectionEvent, documentId),
  erasure: [{ field: 'userId', of: 'user' }],
};
