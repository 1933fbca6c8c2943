import {
  DuplicateKeyError,
  isDuplicateKeyError,
  type BulkOperation,
  type DeleteResult,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexKeys,
  type IndexOptions,
  type ReadCollection,
  type ReadDocument,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from '@eventfold/contracts';
import type { AnyBulkWriteOperation, Collection, Document, UpdateResult as MongoUpdateResult } from 'mongodb';

/**
 * The port's collection API passed through to the driver. The port's filter and update types are plain
 * records, so they are handed over as driver documents; the only translation is of results and of the
 * duplicate key error, which becomes our typed one.
 */
export class MongoReadCollection<T extends ReadDocument = ReadDocument> implements ReadCollection<T> {
  constructor(private readonly collection: Collection<Document>) {}

  get name(): string {
    return this.collection.collectionName;
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    return (await this.collection.findOne(filter, definedOnly(options))) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return (await this.collection.find(filter, definedOnly(options)).toArray()) as unknown as T[];
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter);
  }

  async insertOne(document: T): Promise<void> {
    await this.write(() => this.collection.insertOne(document as Document));
  }

  async insertMany(documents: T[]): Promise<void> {
    if (documents.length === 0) return;
    await this.write(() => this.collection.insertMany(documents as Document[], { ordered: true }));
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.write(() => this.collection.updateOne(filter, update, definedOnly(options))),
    );
  }

  async updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.write(() => this.collection.updateMany(filter, update, definedOnly(options))),
    );
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const result = await this.write(() =>
      this.collection.replaceOne(filter, replacement, definedOnly(options)),
    );
    return toUpdateResult(result as MongoUpdateResult);
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: FindOneAndUpdateOptions = {},
  ): Promise<T | null> {
    const settings = definedOnly({ returnDocument: 'before' as const, ...options });
    return (await this.write(() => this.collection.findOneAndUpdate(filter, update, settings))) as T | null;
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.write(() => this.collection.deleteOne(filter));
    return { deletedCount };
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.write(() => this.collection.deleteMany(filter));
    return { deletedCount };
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    if (operations.length === 0) return;
    const driverOperations = operations as unknown as AnyBulkWriteOperation<Document>[];
    await this.write(() => this.collection.bulkWrite(driverOperations, { ordered: true }));
  }

  async createIndex(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return this.write(() => this.collection.createIndex(keys, definedOnly(options)));
  }

  private async write<R>(operation: () => Promise<R>): Promise<R> {
    try {
      return await operation();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const { keyValue } = error as { keyValue?: Record<string, unknown> };
      throw new DuplicateKeyError(this.name, keyValue ?? {});
    }
  }
}

function toUpdateResult(result: MongoUpdateResult): UpdateResult {
  const { matchedCount, modifiedCount, upsertedCount, upsertedId } = result;
  return {
    matchedCount,
    modifiedCount,
    upsertedCount,
    upsertedId: upsertedId === null ? null : String(upsertedId),
  };
}

/** The driver would send explicit `undefined` options to the server as nulls. */
function definedOnly<O extends object>(options: O): O {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as O;
}
