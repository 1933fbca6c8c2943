import type { ReadCollection, ReadDocument, ReadStore, ReadTransaction } from '@eventfold/contracts';
import { MongoClient, type Db, type Document, type TransactionOptions } from 'mongodb';
import { MongoReadCollection } from './mongo-read-collection';

const DEFAULT_DATABASE = 'eventfold';
const NAMESPACE_NOT_FOUND = 26;

/**
 * Snapshot reads, so a transaction sees the store as of its first statement, and a commit that waits
 * for a majority to journal it, like every other write.
 */
export const TRANSACTION_OPTIONS: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority', journal: true },
  readPreference: 'primary',
};

/**
 * The read store on MongoDB. Every write waits for a majority of the replica set to journal it, so an
 * acknowledged projection write survives a failover as well as a crash.
 */
export class MongoReadStore implements ReadStore {
  /** Over a client already connected (tests give one answering recorded driver responses). */
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  /** Refuses a standalone server: the projections' writes need transactions (docs/decisions.md). */
  static async connect(url: string, databaseName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url, { writeConcern: { w: 'majority', journal: true } });
    await client.connect();
    try {
      assertTransactionsSupported(await client.db('admin').command({ hello: 1 }));
    } catch (error) {
      await client.close();
      throw error;
    }
    return new MongoReadStore(client, client.db(databaseName ?? databaseFromUrl(url)));
  }

  /** For what shares the read store's connection and database (rate limits). */
  get connection(): { client: MongoClient; databaseName: string } {
    return { client: this.client, databaseName: this.db.databaseName };
  }

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    return new MongoReadCollection<T>(this.db.collection(name));
  }

  /**
   * The driver's `withTransaction`: it starts the transaction, runs `work`, commits, and runs `work`
   * again from the start when the server reports a transient conflict (another transaction or write
   * changed a document this one wrote, since its snapshot), for up to 120 s.
   */
  async withTransaction<R>(work: (transaction: ReadTransaction) => Promise<R>): Promise<R> {
    const session = this.client.startSession();
    try {
      return await session.withTransaction(
        () =>
          work({
            collection: <T extends ReadDocument>(name: string) =>
              new MongoReadCollection<T>(this.db.collection(name), session),
          }),
        TRANSACTION_OPTIONS,
      );
    } finally {
      await session.endSession();
    }
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections.map(({ name }) => name).filter((name) => !name.startsWith('system.'));
  }

  async dropCollection(name: string): Promise<void> {
    try {
      await this.db.dropCollection(name);
    } catch (error) {
      // Older servers refuse to drop what does not exist; dropping is idempotent for us.
      if ((error as { code?: unknown }).code !== NAMESPACE_NOT_FOUND) throw error;
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.db.admin().command({ ping: 1 });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Nothing to rewrite from here: MongoDB deletes and replaces documents in place, and its oplog,
   * journal and free space are the server's (bounded by their sizes; see docs/decisions.md).
   */
  async purgeRemoved(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** The database named in the URL's path (multi-host URLs are not WHATWG URLs, so no `new URL`). */
export function databaseFromUrl(url: string): string {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]*)/.exec(url)?.[1];
  return path ? decodeURIComponent(path) : DEFAULT_DATABASE;
}

/**
 * Transactions run on replica set members and through mongos, not on a standalone server. `hello`
 * names the set (`setName`) on a member and answers `msg: 'isdbgrid'` from mongos.
 */
export function assertTransactionsSupported(hello: Document): void {
  if (typeof hello['setName'] === 'string' || hello['msg'] === 'isdbgrid') return;
  throw new Error(
    'MONGODB_URL names a standalone MongoDB server. Eventfold writes read models in transactions, ' +
      'which need a replica set: start mongod with --replSet (one member is enough) and run rs.initiate().',
  );
}
