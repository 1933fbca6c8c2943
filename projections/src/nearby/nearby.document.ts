import type { EventDetails, EventVisibility } from '@eventfold/contracts';
import type { ProjectedDocument } from '../runtime/projection';
import type { GeoPoint } from './event-place';

/**
 * The `nearby` read model: every event that has a place (venue listings of every user's sources, and
 * own events), once per event rather than once per viewer, with a GeoJSON point for the 2dsphere
 * index. Who may see an own event is decided when reading, from `visibility` and the viewer's friends.
 */
export interface NearbyEventDocument extends ProjectedDocument, EventDetails {
  kind: 'event';
  eventId: string;
  /** null: an own event. */
  sourceId: string | null;
  /** The source's owner, or the event's creator. */
  userId: string;
  visibility: EventVisibility;
  rangeEnd: string;
  /** The ZIP its location names; null when placed by the page's coordinates alone. */
  zipCode: string | null;
  point: GeoPoint;
  /** The venue's name as a comparable key (see `venueKey`), for one entry per real-world event. */
  venueKey: string | null;
  createdAt: string;
}

/** A source as Nearby lists it beside its events: joined by id when read. */
export interface NearbySourceDocument extends ProjectedDocument {
  kind: 'source';
  sourceId: string;
  userId: string;
  name: string;
  url: string;
  category: string;
  isActive: boolean;
}

export type NearbyDocument = NearbyEventDocument | NearbySourceDocument;

export function nearbySourceDocumentId(sourceId: string): string {
  return `source:${sourceId}`;
}
