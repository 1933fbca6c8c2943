import type { ReadCollection, ReadDocument } from '@eventfold/contracts';
import { positionKey, storedBefore } from './position-key';
import type { ErasedUser, ErasureRule, ProjectedEvent, Projection } from './projection';

export const ERASURE_EVENT = 'UserErased';

export function erasedUserOf(event: ProjectedEvent): ErasedUser {
  const data = event.data as { userId: string; eventIds?: string[] };
  return { userId: data.userId, eventIds: data.eventIds ?? [] };
}

function valuesOf<TDoc extends ReadDocument>(rule: ErasureRule<TDoc>, erased: ErasedUser): readonly string[] {
  return rule.of === 'user' ? [erased.userId] : erased.eventIds;
}

/** Splits a run of events at each erasure, for projections that have erasure rules. */
export function* erasureSegments<TDoc extends ReadDocument>(
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
): Generator<{ run: ProjectedEvent[]; erasure: ProjectedEvent | null }> {
  if (projection.erasure === undefined) {
    yield { run: [...events], erasure: null };
    return;
  }
  let run: ProjectedEvent[] = [];
  for (const event of events) {
    if (event.type !== ERASURE_EVENT) run.push(event);
    else {
      yield { run, erasure: event };
      run = [];
    }
  }
  yield { run, erasure: null };
}

/** The values at a dotted path, arrays flattened: what a store's equality match on that path sees. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [value];
  if (value === null || typeof value !== 'object') return [];
  return valuesAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

export function matchesErasure<TDoc extends ReadDocument>(
  document: TDoc,
  rule: ErasureRule<TDoc>,
  erased: ErasedUser,
): boolean {
  const wanted = new Set(valuesOf(rule, erased));
  return valuesAt(document, rule.field.split('.')).some((value) => wanted.has(value as string));
}

function appliedPosition(document: ReadDocument): bigint {
  const position = document['_position'];
  return typeof position === 'string' && /^\d+$/.test(position) ? BigInt(position) : -1n;
}

/**
 * Applies one erasure to a collection. Every write is guarded by position like the fold's, so an
 * erasure replayed (or met by a rebuild) changes nothing more. Returns the documents written.
 */
export async function applyErasure<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  projection: Projection<TDoc>,
  event: ProjectedEvent,
  /** Throws when the writer may no longer write (its lease is not safely held). */
  beforeWrite: () => void | Promise<void> = () => undefined,
): Promise<number> {
  const erased = erasedUserOf(event);
  const guard = storedBefore(event.position);
  const stamped = new Set<string>();
  let written = 0;
  for (const rule of projection.erasure ?? []) {
    const values = valuesOf(rule, erased);
    if (values.length === 0) continue;
    for (const document of await collection.find({ [rule.field]: { $in: [...values] } })) {
      if (appliedPosition(document) >= event.position) continue;
      const standsFor = rule.standsFor?.(document) ?? null;
      if (standsFor !== null) stamped.add(standsFor);
      const next = rule.scrub?.(document, erased) ?? null;
      await beforeWrite();
      if (next === null) await collection.deleteOne({ _id: document._id, ...guard });
      else {
        const replacement = { ...next, _id: document._id, _position: positionKey(event.position) };
        await collection.replaceOne({ _id: document._id, ...guard }, replacement);
      }
      written += 1;
    }
  }
  for (const id of stamped) {
    const document = await collection.findOne({ _id: id });
    if (document === null || appliedPosition(document) >= event.position) continue;
    await beforeWrite();
    await collection.replaceOne(
      { _id: id, ...guard },
      { ...document, _position: positionKey(event.position) },
    );
    written += 1;
  }
  return written;
}

/** The same erasure on documents held in memory (the in-memory fold's). */
export function applyErasureInMemory<TDoc extends ReadDocument>(
  documents: Map<string, TDoc>,
  projection: Projection<TDoc>,
  event: ProjectedEvent,
): void {
  const erased = erasedUserOf(event);
  const stamped = new Set<string>();
  for (const rule of projection.erasure ?? []) {
    for (const [id, document] of documents) {
      if (!matchesErasure(document, rule, erased)) continue;
      if (appliedPosition(document) >= event.position) continue;
      const standsFor = rule.standsFor?.(document) ?? null;
      if (standsFor !== null) stamped.add(standsFor);
      const next = rule.scrub?.(document, erased) ?? null;
      if (next === null) documents.delete(id);
      else documents.set(id, { ...next, _id: id, _position: event.position.toString() });
    }
  }
  for (const id of stamped) {
    const document = documents.get(id);
    if (document !== undefined && appliedPosition(document) < event.position)
      documents.set(id, { ...document, _position: event.position.toString() });
  }
}
