import type { BulkOperation, ReadCollection, ReadDocument } from '@eventfold/contracts';
import { foldEvents, touchedDocumentIds, type DocumentCache } from './fold-events';
import type { ProjectedEvent, Projection } from './projection';

/**
 * Folds a run of events into a projection's collection with one read and one write: the touched
 * documents are loaded together, evolved in memory, and written back in a single ordered bulkWrite.
 * Resolves only once the writes have, so a caller may then record the run as processed.
 * Returns the number of documents written.
 */
export async function writeBatch<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  projection: Projection<TDoc>,
  events: readonly ProjectedEvent[],
): Promise<number> {
  const ids = touchedDocumentIds(projection, events);
  if (ids.length === 0) return 0;
  const cache = await loadDocuments(collection, ids);
  const changed = foldEvents(projection, cache, events);
  if (changed.size === 0) return 0;
  const operations: BulkOperation<TDoc>[] = [];
  for (const id of changed) {
    const document = cache.get(id) ?? null;
    operations.push(
      document === null
        ? { deleteOne: { filter: { _id: id } } }
        : { replaceOne: { filter: { _id: id }, replacement: document, upsert: true } },
    );
  }
  await collection.bulkWrite(operations);
  return operations.length;
}

async function loadDocuments<TDoc extends ReadDocument>(
  collection: ReadCollection<TDoc>,
  ids: string[],
): Promise<DocumentCache<TDoc>> {
  const cache: DocumentCache<TDoc> = new Map(ids.map((id) => [id, null]));
  const found =
    ids.length === 1
      ? [await collection.findOne({ _id: ids[0] })]
      : await collection.find({ _id: { $in: ids } });
  for (const document of found) if (document !== null) cache.set(document._id, document);
  return cache;
}
