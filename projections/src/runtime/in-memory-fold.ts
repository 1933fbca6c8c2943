import type { DomainEvent, EventMetadata, ReadDocument } from '@eventfold/contracts';
import { applyErasureInMemory, erasureSegments } from './erasure';
import { foldEvents, touchedDocumentIds, type DocumentCache } from './fold-events';
import type { ProjectedEvent, Projection } from './projection';

/**
 * Replays events through a projection without a store, with the runner's exact semantics. Projection
 * unit tests and the auditors' time travel use it; pass the result back as `documents` to replay on
 * top of existing state.
 */
export function foldInMemory<TDoc extends ReadDocument>(
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
  documents: ReadonlyMap<string, TDoc> = new Map(),
): Map<string, TDoc> {
  const result = new Map(documents);
  for (const { run, erasure } of erasureSegments(projection, events)) {
    const cache: DocumentCache<TDoc> = new Map();
    for (const id of touchedDocumentIds(projection, run)) cache.set(id, result.get(id) ?? null);
    foldEvents(projection, cache, run);
    for (const [id, document] of cache) {
      if (document === null) result.delete(id);
      else result.set(id, document);
    }
    if (erasure !== null) applyErasureInMemory(result, projection, erasure);
  }
  return result;
}

export interface EventLogBuilder {
  /** Appends an event at the next global position and returns it. */
  append<E extends DomainEvent>(
    streamId: string,
    event: E,
    metadata?: Partial<EventMetadata>,
  ): ProjectedEvent<E>;
  readonly events: ProjectedEvent[];
}

/**
 * A tiny event log for projection tests: positions and stream revisions increase like the store's,
 * and `occurredAt` advances one second per event so timestamps are distinct.
 */
export function eventLog(startAt = '2025-01-01T00:00:00.000Z'): EventLogBuilder {
  const events: ProjectedEvent[] = [];
  const revisions = new Map<string, number>();
  const start = Date.parse(startAt);
  return {
    events,
    append<E extends DomainEvent>(streamId: string, event: E, metadata: Partial<EventMetadata> = {}) {
      const revision = (revisions.get(streamId) ?? -1) + 1;
      revisions.set(streamId, revision);
      const projected = {
        type: event.type,
        data: event.data,
        streamId,
        revision,
        position: BigInt(events.length + 1),
        metadata: {
          userId: null,
          correlationId: `correlation-${events.length + 1}`,
          causationId: `causation-${events.length + 1}`,
          occurredAt: new Date(start + events.length * 1000).toISOString(),
          ...metadata,
        },
      } satisfies ProjectedEvent<E>;
      events.push(projected);
      return projected;
    },
  };
}
