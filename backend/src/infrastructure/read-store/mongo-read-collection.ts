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
import type {
  AnyBulkWriteOperation,
  ClientSession,
  Collection,
  Document,
  UpdateResult as MongoUpdateResult,
} from 'mongodb';

/**
 * The port's collection API passed through to the driver. The port's filter and update types are plain
 * records, so they are handed over as driver documents; the only translation is of results and of the
 * duplicate key error, which becomes our typed one. Inside a transaction every call carries its
 * session: a call without it would run outside the transaction, unnoticed.
 */
export class MongoReadCollection<T extends ReadDocument = ReadDocument> implements ReadCollection<T> {
  private readonly inSession: { session?: ClientSession };

  constructor(
    private readonly collection: Collection<Document>,
    session?: ClientSession,
  ) {
    this.inSession = session === undefined ? {} : { session };
  }

  get name(): string {
    return this.collection.collectionName;
  }

  async findOne(filter: Filter, options: FindOptions = {}): Promise<T | null> {
    return (await this.collection.findOne(filter, this.with(options))) as T | null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return (await this.collection.find(filter, this.with(options)).toArray()) as unknown as T[];
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter, this.with({}));
  }

  async insertOne(document: T): Promise<void> {
    await this.write(() => this.collection.insertOne(document as Document, this.with({})));
  }

  async insertMany(documents: T[]): Promise<void> {
    if (documents.length === 0) return;
    await this.write(() => this.collection.insertMany(documents as Document[], this.with({ ordered: true })));
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.write(() => this.collection.updateOne(filter, update, this.with(options))),
    );
  }

  async updateMany(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    return toUpdateResult(
      await this.write(() => this.collection.updateMany(filter, update, this.with(options))),
    );
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    const result = await this.write(() =>
      this.collection.replaceOne(filter, replacement, this.with(options)),
    );
    return toUpdateResult(result as MongoUpdateResult);
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: FindOneAndUpdateOptions = {},
  ): Promise<T | null> {
    const settings = this.with({ returnDocument: 'before' as const, ...options });
    return (await this.write(() => this.collection.findOneAndUpdate(filter, update, settings))) as T | null;
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.write(() => this.collection.deleteOne(filter, this.with({})));
    return { deletedCount };
  }

  async deleteMany(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.write(() => this.collection.deleteMany(filter, this.with({})));
    return { deletedCount };
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    if (operations.length === 0) return;
    const driverOperations = operations as unknown as AnyBulkWriteOperation<Document>[];
    await this.write(() => this.collection.bulkWrite(driverOperations, this.with({ ordered: true })));
  }

  async createIndex(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return this.write(() => this.collection.createIndex(keys, this.with(options)));
  }

  /** The call's options without undefined values, with the transaction's session when there is one. */
  private with<O extends object>(options: O): O & { session?: ClientSession } {
    return { ...definedOnly(options), ...this.inSession };
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
