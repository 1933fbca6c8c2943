import { Injectable } from '@nestjs/common';
import {
  isPlaced,
  nearbySourceDocumentId,
  type NearbyDocument,
  type NearbyEventDocument,
  type NearbySourceDocument,
  type PlacedNearbyEvent,
} from '@eventfold/projections';
import { ProjectionsService } from '../infrastructure/events/projections.service';
import type { Circle } from '../social/friends/friends.query';
import { NearbyCandidatesCache } from './nearby-candidates-cache';
import { canSeeEvent } from '../social/event-visibility';
import { groupSameEvents, SAME_EVENT_START_WINDOW_MS } from './same-event';

export const MILES_PER_RADIAN = 3963.2;

export interface Center {
  latitude: number;
  longitude: number;
}

/** The most events one nearby query reads (before visibility and grouping; 300 are shown). */
export const NEARBY_CANDIDATES_MAX = 5_000;

/** Reads the `nearby` read model: events around a point, their sources, and one event's group. */
@Injectable()
export class NearbyEvents {
  constructor(
    private readonly projections: ProjectionsService,
    private readonly cache: NearbyCandidatesCache,
  ) {}

  /**
   * Events with a place within `radiusMiles` overlapping [from, to): one 2dsphere-indexed query, its
   * answer shared with whoever asks the same while the read model is unchanged.
   */
  async within(
    center: Center,
    radiusMiles: number,
    from: Date,
    to: Date,
  ): Promise<readonly PlacedNearbyEvent[]> {
    const key = `${center.longitude}|${center.latitude}|${radiusMiles}|${from.toISOString()}|${to.toISOString()}`;
    const version = await this.projections.readModelVersion('nearby');
    return this.cache.get(key, version, () => this.query(center, radiusMiles, from, to));
  }

  /**
   * Only placed events are in the spatial index, so every one found has a point. The soonest
   * NEARBY_CANDIDATES_MAX: an answer shows 300, and a crowded area must not make one query hold the
   * whole read model (a single nearby query over 70,000 events took the server past its heap).
   */
  private query(center: Center, radiusMiles: number, from: Date, to: Date): Promise<PlacedNearbyEvent[]> {
    return this.collection().find(
      {
        point: withinFilter(center, radiusMiles),
        kind: 'event',
        startDate: { $lt: to.toISOString() },
        rangeEnd: { $gt: from.toISOString() },
      },
      { sort: { startDate: 1, _id: 1 }, limit: NEARBY_CANDIDATES_MAX },
    ) as Promise<PlacedNearbyEvent[]>;
  }

  async sources(events: readonly NearbyEventDocument[]): Promise<Map<string, NearbySourceDocument>> {
    const ids = [...new Set(events.flatMap((event) => (event.sourceId === null ? [] : [event.sourceId])))];
    if (ids.length === 0) return new Map();
    const found = await this.collection().find({ _id: { $in: ids.map(nearbySourceDocumentId) } });
    return new Map(
      found.flatMap((source) => (source.kind === 'source' ? [[source.sourceId, source] as const] : [])),
    );
  }

  /** What the viewer may find: visible, and from a source that is still there and active. */
  async visible<T extends NearbyEventDocument>(viewerId: string, circle: Circle, events: readonly T[]) {
    const sources = await this.sources(events);
    const shown = events.filter(
      (event) =>
        canSeeEvent(viewerId, circle, event) &&
        (event.sourceId === null || sources.get(event.sourceId)?.isActive === true),
    );
    return { events: shown, sources };
  }

  /** An event Nearby can show; a venue listing kept without a place is not one. */
  async byId(eventId: string): Promise<PlacedNearbyEvent | null> {
    const found = await this.collection().findOne({ _id: eventId });
    return found?.kind === 'event' && isPlaced(found) ? found : null;
  }

  /** The ids of every listing of the same real-world event the viewer may see, the event's own first. */
  async sameEventIds(viewerId: string, circle: Circle, event: PlacedNearbyEvent): Promise<string[]> {
    const start = Date.parse(event.startDate);
    const [longitude, latitude] = event.point.coordinates;
    const candidates = (await this.collection().find({
      point: withinFilter({ longitude, latitude }, 1),
      kind: 'event',
      startDate: {
        $gte: new Date(start - SAME_EVENT_START_WINDOW_MS).toISOString(),
        $lte: new Date(start + SAME_EVENT_START_WINDOW_MS).toISOString(),
      },
    })) as PlacedNearbyEvent[];
    const { events } = await this.visible(viewerId, circle, candidates);
    const group = groupSameEvents(events).find((members) => members.some((m) => m.eventId === event.eventId));
    const others = (group ?? []).map((member) => member.eventId).filter((id) => id !== event.eventId);
    return [event.eventId, ...others];
  }

  private collection() {
    return this.projections.collection<NearbyDocument>('nearby');
  }
}

function withinFilter(center: Center, radiusMiles: number) {
  return {
    $geoWithin: { $centerSphere: [[center.longitude, center.latitude], radiusMiles / MILES_PER_RADIAN] },
  };
}
