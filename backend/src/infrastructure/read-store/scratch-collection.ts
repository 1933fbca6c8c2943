import type { ReadCollection, ReadDocument } from '@eventfold/contracts';
import { CollectionState } from './collection-state';
import { CollectionWriter, type JournalSink } from './collection-writer';
import { EmbeddedCollection } from './embedded-collection';

/** Journals nothing: a scratch collection lives for one request and is never reopened. */
const NO_JOURNAL: JournalSink = {
  journaled: false,
  assertOpen: () => undefined,
  record: () => undefined,
  flush: () => undefined,
};

/**
 * A collection with the embedded store's exact query semantics, held in memory only: time travel
 * folds a user's past into one and runs the ordinary query on it, so no personal data of that past
 * reaches a disk.
 */
export function scratchCollection<T extends ReadDocument>(
  name: string,
  documents: Iterable<T>,
): ReadCollection<T> {
  const state = new CollectionState(name);
  const writer = new CollectionWriter(state, NO_JOURNAL);
  const collection = new EmbeddedCollection<T>(name, writer, NO_JOURNAL, state.stats);
  for (const document of documents) writer.insert(document);
  return collection;
}
