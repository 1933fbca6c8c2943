/**
 * The read store port: the subset of MongoDB's collection API that Eventfold uses. The MongoDB adapter
 * passes calls through; the embedded adapter keeps MongoDB's semantics (query and update operators,
 * unique indexes, upserts) and passes the same contract suite.
 */

export interface ReadDocument {
  _id: string;
  [key: string]: unknown;
}

export type Filter = Record<string, unknown>;
/** An update document of operators ($set, $unset, $inc, $push, $pull, $addToSet, $setOnInsert, …). */
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
/**
 * An index key: ascending, descending, or `2dsphere` over a GeoJSON point, which answers
 * `{ field: { $geoWithin: { $centerSphere: [[longitude, latitude], radiusInRadians] } } }`.
 */
export type IndexKeys = Record<string, 1 | -1 | '2dsphere'>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateOptions {
  upsert?: boolean;
}

export interface FindOneAndUpdateOptions extends UpdateOptions {
  returnDocument?: 'before' | 'after';
  sort?: SortSpec;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export interface IndexOptions {
  unique?: boolean;
  name?: string;
  /** TTL index: documents expire this many seconds after the date in the indexed field. */
  expireAfterSeconds?: number;
}

export type BulkOperation<T extends ReadDocument> =
  | { insertOne: { document: T } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { deleteOne: { filter: Filter } };

export interface ReadCollection<T extends ReadDocument = ReadDocument> {
  readonly name: string;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter?: Filter): Promise<number>;
  insertOne(document: T): Promise<void>;
  insertMany(documents: T[]): Promise<void>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  findOneAndUpdate(filter: Filter, update: Update, options?: FindOneAndUpdateOptions): Promise<T | null>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter: Filter): Promise<DeleteResult>;
  /** Ordered: stops at the first failing operation, like MongoDB's ordered bulk write. */
  bulkWrite(operations: BulkOperation<T>[]): Promise<void>;
  createIndex(keys: IndexKeys, options?: IndexOptions): Promise<string>;
}

/** The collections as seen inside one transaction: what is written through them lands with the transaction. */
export interface ReadTransaction {
  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T>;
}

export interface ReadStore {
  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T>;
  /**
   * Runs `work` as one transaction over documents (no index or collection changes inside): what it
   * writes through `transaction` lands together when it resolves, and none of it stays when it throws
   * (the error is passed on). `work` may be run again from the start after a conflict with a
   * concurrent write (MongoDB's `withTransaction` does), so it must be repeatable and run its
   * operations one after another. Reads inside see the transaction's own writes.
   */
  withTransaction<R>(work: (transaction: ReadTransaction) => Promise<R>): Promise<R>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /** True when the store answers (for /readyz). */
  ping(): Promise<boolean>;
  /**
   * Rewrites the store's own files so that no earlier version of a changed or removed document is
   * left on disk (after an erasure). The embedded store compacts its journal into a new snapshot.
   */
  purgeRemoved(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when a write would break a unique index; `code` matches MongoDB's. */
export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`E11000 duplicate key error collection: ${collection} dup key: ${JSON.stringify(key)}`);
  }
}

export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
