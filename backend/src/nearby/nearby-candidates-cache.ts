import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { PlacedNearbyEvent } from '@eventfold/projections';

/** At most this many event documents are held across all entries (roughly 1 KB each). */
const MAX_CACHED_EVENTS = 20_000;

/**
 * The events found around a center for a range, shared by everyone asking the same (the same ZIP and
 * radius in the same minute): the spatial query is the costly part of Nearby and the same for every
 * viewer, while visibility, RSVPs and favorites are applied per viewer afterwards. An entry is used
 * only under the read model version it was read at, and the whole cache is bounded in documents.
 */
@Injectable()
export class NearbyCandidatesCache {
  private readonly entries = new LRUCache<string, { version: string; events: PlacedNearbyEvent[] }>({
    maxSize: MAX_CACHED_EVENTS,
    sizeCalculation: (entry) => Math.max(entry.events.length, 1),
  });

  async get(
    key: string,
    version: string,
    read: () => Promise<PlacedNearbyEvent[]>,
  ): Promise<readonly PlacedNearbyEvent[]> {
    const cached = this.entries.get(key);
    if (cached !== undefined && cached.version === version) return cached.events;
    const events = await read();
    if (events.length <= MAX_CACHED_EVENTS) this.entries.set(key, { version, events });
    return events;
  }
}
