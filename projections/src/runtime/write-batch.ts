import {
  isDuplicateKeyError,
  type BulkOperation,
  type ReadCollection,
  type ReadDocument,
} from '@eventfold/contracts';
import { applyErasure, erasureSegments } from './erasure';
import { foldEvents, touchedDocumentIds, type DocumentCache } from './fold-events';
import { positionKey, storedBefore } from './position-key';
import type { ProjectedEvent, Projection } from './projection';

/**
 * Folds a run of events into a projection's collection with one read and one write: the touched
 * documents are loaded together, evolved in memory, and written back in a single ordered bulkWrite.
 * Resolves only once the writes have, so a caller may then record the run as processed.
 *
 * Every write is guarded by position: it lands only on a document older than itself. A runner that
 * lost its lease without knowing yet can therefore never replace a newer fold with an older one, and
 * a document it had loaded is never re-created once a newer writer removed it.
 * Returns the number of documents written (or found already newer).
 */
/**
 * Asked right before each write is sent, after the documents were read: false writes nothing more.
 * It may wait (for a lease renewal under way) before it answers.
 */
export type MayWrite = () => boolean | Promise<boolean>;

export async function writeBatch<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
  mayWrite: MayWrite = () => true,
): Promise<number> {
  let written = 0;
  // An erasure rewrites whatever documents hold the user: the runs around it are folded apart.
  for (const { run, erasure } of erasureSegments(projection, events)) {
    written += await writeRun(collection, projection, run, mayWrite);
    if (erasure !== null)
      written += await applyErasure(collection, projection, erasure, () => assertMayWrite(mayWrite));
  }
  return written;
}

async function writeRun<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
  mayWrite: MayWrite,
): Promise<number> {
  const ids = touchedDocumentIds(projection, events);
  if (ids.length === 0) return 0;
  const loaded = await loadDocuments(collection, ids);
  const cache: DocumentCache<TDoc> = new Map(loaded);
  const changed = foldEvents(projection, cache, events);
  if (changed.size === 0) return 0;
  const lastTouched = lastTouchingPositions(projection, events);
  const operations: BulkOperation<TDoc>[] = [];
  const writtenLast = projection.writtenLast ?? (() => false);
  const ordered = [...changed].sort((a, b) => Number(writtenLast(a)) - Number(writtenLast(b)));
  for (const id of ordered) {
    const document = cache.get(id) ?? null;
    operations.push(guardedWrite(id, loaded.get(id) ?? null, document, lastTouched.get(id) ?? 0n));
  }
  try {
    await assertMayWrite(mayWrite);
    await collection.bulkWrite(operations);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Someone created one of these documents since they were loaded: write one by one, each insert
    // that meets an existing document becoming a guarded replace. Replaying the ones already done is harmless.
    for (const operation of operations) {
      await assertMayWrite(mayWrite);
      await writeOne(collection, operation);
    }
  }
  return operations.length;
}

/**
 * The writer may no longer hold its lease (it could not confirm it for half its life): the documents
 * it read may since have been changed, or deleted, by a newer holder. Nothing of the batch was recorded
 * as processed, so the next holder folds these events again.
 */
export class WriteNoLongerAllowed extends Error {
  constructor() {
    super('the projection lease is no longer safely held');
    this.name = 'WriteNoLongerAllowed';
  }
}

async function assertMayWrite(mayWrite: MayWrite): Promise<void> {
  if (!(await mayWrite())) throw new WriteNoLongerAllowed();
}

function guardedWrite<TDoc extends ReadDocument>(
  id: string,
  before: TDoc | null,
  after: TDoc | null,
  /** The last event of the run that touched the document: the one that removed it, for a delete. */
  touchedAt: bigint,
): BulkOperation<TDoc> {
  if (after === null) return { deleteOne: { filter: { _id: id, ...storedBefore(touchedAt) } } };
  const position = BigInt(String(after['_position']));
  const stored = { ...after, _position: positionKey(position) };
  if (before === null) return { insertOne: { document: stored } };
  return { replaceOne: { filter: { _id: id, ...storedBefore(position) }, replacement: stored } };
}

async function writeOne<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  operation: BulkOperation<TDoc>,
): Promise<void> {
  if (!('insertOne' in operation)) return collection.bulkWrite([operation]);
  const { document } = operation.insertOne;
  try {
    await collection.insertOne(document);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const position = BigInt(String(document['_position']));
    await collection.replaceOne({ _id: document._id, ...storedBefore(position) }, document);
  }
}

function lastTouchingPositions<TDoc extends ReadDocument>(
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
): Map<string, bigint> {
  const handled = new Set<string>(projection.handles);
  const positions = new Map<string, bigint>();
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    for (const id of projection.documentIds(event)) positions.set(id, event.position);
  }
  return positions;
}

async function loadDocuments<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  ids: string[],
): Promise<Map<string, TDoc | null>> {
  const cache = new Map<string, TDoc | null>(ids.map((id) => [id, null]));
  const found =
    ids.length === 1
      ? [await collection.findOne({ _id: ids[0] })]
      : await collection.find({ _id: { $in: ids } });
  for (const document of found) if (document !== null) cache.set(document._id, document);
  return cache;
}
