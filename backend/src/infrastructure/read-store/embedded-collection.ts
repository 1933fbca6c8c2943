import type {
  BulkOperation,
  DeleteResult,
  Filter,
  FindOneAndUpdateOptions,
  FindOptions,
  IndexKeys,
  IndexOptions,
  ReadCollection,
  ReadDocument,
  Update,
  UpdateOptions,
  UpdateResult,
} from '@eventfold/contracts';
import type { CollectionStats } from './collection-state';
import { CollectionWriter, type JournalSink } from './collection-writer';
import { cloneDocument } from './document-codec';
import { shapeResults } from './mingo-query';

/**
 * The port's collection API over the embedded state. Every call runs synchronously to completion, so
 * calls never interleave, and ends by flushing what it changed to the journal in one write: an ordered
 * bulk write that fails halfway still journals the operations applied before the failure.
 */
export class EmbeddedCollection<T extends ReadDocument = ReadDocument> implements ReadCollection<T> {
  constructor(
    readonly name: string,
    private readonly writer: CollectionWriter,
    private readonly journal: JournalSink,
    readonly stats: CollectionStats,
  ) {}

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    const [first] = this.run(() => this.select(filter, { ...options, limit: 1 }));
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.run(() => this.select(filter, options));
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.run(() => this.writer.match(filter).length);
  }

  async insertOne(document: T): Promise<void> {
    this.run(() => this.writer.insert(document));
  }

  async insertMany(documents: T[]): Promise<void> {
    this.run(() => {
      for (const document of documents) this.writer.insert(document);
    });
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.run(() => this.writer.update(filter, update, { upsert: options.upsert }).result);
  }

  async updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.run(() => this.writer.update(filter, update, { upsert: options.upsert, multi: true }).result);
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    return this.run(() => this.writer.replace(filter, replacement, options.upsert ?? false));
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: FindOneAndUpdateOptions = {},
  ): Promise<T | null> {
    return this.run(() => {
      const outcome = this.writer.update(filter, update, { upsert: options.upsert, sort: options.sort });
      const chosen = options.returnDocument === 'after' ? outcome.after : outcome.before;
      return chosen === null ? null : (cloneDocument(chosen) as T);
    });
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    return this.run(() => ({ deletedCount: this.writer.delete(filter, false) }));
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    return this.run(() => ({ deletedCount: this.writer.delete(filter, true) }));
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    this.run(() => {
      for (const operation of operations) this.apply(operation);
    });
  }

  async createIndex(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return this.run(() => this.writer.createIndex(keys, options));
  }

  private apply(operation: BulkOperation<T>): void {
    if ('insertOne' in operation) this.writer.insert(operation.insertOne.document);
    else if ('replaceOne' in operation) {
      const { filter, replacement, upsert } = operation.replaceOne;
      this.writer.replace(filter, replacement, upsert ?? false);
    } else if ('updateOne' in operation) {
      const { filter, update, upsert } = operation.updateOne;
      this.writer.update(filter, update, { upsert });
    } else this.writer.delete(operation.deleteOne.filter, false);
  }

  private select(filter: Filter, options: FindOptions): T[] {
    return shapeResults(this.writer.match(filter), options).map((document) => cloneDocument(document) as T);
  }

  private run<R>(work: () => R): R {
    this.journal.assertOpen();
    try {
      return work();
    } finally {
      this.journal.flush();
    }
  }
}
