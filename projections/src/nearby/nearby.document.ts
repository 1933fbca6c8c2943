import type { EventDetails, EventVisibility, GeoCoordinates } from '@eventfold/contracts';
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
  /** The ZIP its location names (or its source's, when placed there); null when placed by coordinates alone. */
  zipCode: string | null;
  /**
   * Where it is; null for a venue listing without a place yet: kept (left out of the 2dsphere index,
   * as documents without a point are) so that a ZIP given to its source later places it.
   */
  point: GeoPoint | null;
  /** A listing's own coordinates from its page, to place it again when its source's ZIP changes. */
  geo: GeoCoordinates | null;
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

/** An event Nearby can show: one with a place. */
export type PlacedNearbyEvent = NearbyEventDocument & { point: GeoPoint };

export function isPlaced(event: NearbyEventDocument): event is PlacedNearbyEvent {
  return event.point !== null;
}

export function nearbySourceDocumentId(sourceId: string): string {
  return `source:${sourceId}`;
}
