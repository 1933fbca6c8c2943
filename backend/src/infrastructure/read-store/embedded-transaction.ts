import type { ReadCollection, ReadDocument, ReadTransaction } from '@eventfold/contracts';
import type { CollectionState } from './collection-state';
import { CollectionWriter, type JournalSink } from './collection-writer';
import { EmbeddedCollection } from './embedded-collection';

interface Change {
  collection: string;
  id: string;
  /** The document before the transaction first changed it (null: there was none). */
  before: ReadDocument | null;
  /** What the transaction last left there (null: it removed it). */
  after: ReadDocument | null;
}

export interface TransactionHost extends JournalSink {
  stateOf(collection: string): CollectionState;
  writerOf(collection: string): CollectionWriter;
}

/**
 * A transaction on the embedded store. Its writes apply at once (calls complete synchronously, as
 * every embedded call does) and are remembered; when the work throws they are undone, newest first,
 * each only where the document is still what the transaction left (a write made meanwhile outside
 * the transaction is kept). One process opens the store, so nothing outside the process can see or
 * race the writes; a process killed mid-transaction leaves the writes made so far in the journal.
 */
export class EmbeddedTransaction implements ReadTransaction {
  private readonly changes = new Map<string, Change>();
  private readonly collections = new Map<string, EmbeddedCollection>();

  constructor(private readonly host: TransactionHost) {}

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    let collection = this.collections.get(name);
    if (collection === undefined) {
      const state = this.host.stateOf(name);
      const writer = new CollectionWriter(state, this.host, (id, before, after) =>
        this.remember(name, id, before, after),
      );
      collection = new EmbeddedCollection(name, writer, this.host, state.stats);
      this.collections.set(name, collection);
    }
    return collection as unknown as ReadCollection<T>;
  }

  /** Puts every document the transaction changed back as it was, and journals that. */
  rollBack(): void {
    for (const change of [...this.changes.values()].reverse()) {
      this.host.writerOf(change.collection).restore(change.id, change.after, change.before);
    }
    this.changes.clear();
    this.host.flush();
  }

  private remember(collection: string, id: string, before: ReadDocument | null, after: ReadDocument | null) {
    const key = `${collection}\u0000${id}`;
    const known = this.changes.get(key);
    // Moved to the end: undone newest change first, so a unique key freed by a later write is free
    // again before the document that held it comes back.
    this.changes.delete(key);
    this.changes.set(key, { collection, id, before: known === undefined ? before : known.before, after });
  }
}
