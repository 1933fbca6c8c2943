import type { ReadDocument } from '@eventfold/contracts';
import type { ProjectedEvent, Projection } from './projection';

/**
 * Documents touched by a run of events, by id. `null` means absent: never created, or removed by
 * an event of the run (the writer turns that into a delete).
 */
export type DocumentCache<TDoc extends ReadDocument> = Map<string, TDoc | null>;

/** The document ids each handled event of the run touches, deduplicated, in first-seen order. */
export function touchedDocumentIds<TDoc extends ReadDocument>(
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
): string[] {
  const handled = new Set<string>(projection.handles);
  const ids = new Set<string>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    for (const id of projection.documentIds(event)) ids.add(id);
  }
  return [...ids];
}

/**
 * Applies events in order to the cached documents: the one place that defines a projection's
 * semantics, shared by the runner, the rebuild and the in-memory test fold. An event at or below a
 * document's `_position` was already applied, so replaying it changes nothing.
 * Every id an event touches must be present in `cache` (as a document or null) beforehand.
 * Returns the ids whose document changed.
 */
export function foldEvents<TDoc extends ReadDocument>(
  projection: Projection<TDoc>,
  cache: DocumentCache<TDoc>,
  events: readonly ProjectedEvent[],
): Set<string> {
  const handled = new Set<string>(projection.handles);
  const changed = new Set<string>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    for (const id of projection.documentIds(event)) {
      const current = cache.get(id) ?? null;
      if (current !== null && appliedPosition(current) >= event.position) continue;
      let next: TDoc | null;
      try {
        next = projection.evolve(current, event, id);
      } catch (error) {
        throw new EvolveFailed(event, error);
      }
      if (next === null && current === null) continue;
      cache.set(id, next === null ? null : { ...next, _id: id, _position: event.position.toString() });
      changed.add(id);
    }
  }
  return changed;
}

/**
 * A projection's `evolve` threw on an event: a bug in that projection (or data it did not expect).
 * Names the event so that the runner can set it aside for that projection alone.
 */
export class EvolveFailed extends Error {
  constructor(
    readonly event: ProjectedEvent,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'EvolveFailed';
  }
}

function appliedPosition(document: ReadDocument): bigint {
  const position = document['_position'];
  // A document written without a position (by hand, or by an older runtime) is treated as stale.
  return typeof position === 'string' ? BigInt(position) : -1n;
}
