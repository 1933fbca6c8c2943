import type { ReadCollection, ReadDocument, ReadStore } from '@eventfold/contracts';
import { MongoClient, type Db } from 'mongodb';
import { MongoReadCollection } from './mongo-read-collection';

const DEFAULT_DATABASE = 'eventfold';
const NAMESPACE_NOT_FOUND = 26;

/**
 * The read store on MongoDB. Every write waits for a majority of the replica set to journal it, so an
 * acknowledged projection write survives a failover as well as a crash.
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {}

  static async connect(url: string, databaseName?: string): Promise<MongoReadStore> {
    const client = new MongoClient(url, { writeConcern: { w: 'majority', journal: true } });
    await client.connect();
    return new MongoReadStore(client, client.db(databaseName ?? databaseFromUrl(url)));
  }

  /** For what shares the read store's connection and database (rate limits). */
  get connection(): { client: MongoClient; databaseName: string } {
    return { client: this.client, databaseName: this.db.databaseName };
  }

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    return new MongoReadCollection<T>(this.db.collection(name));
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
