import { Logger } from '@nestjs/common';
import { Binary, MongoClient, type Collection } from 'mongodb';
import { databaseFromUrl } from '../read-store/mongo-read-store';
import { KeyCache } from './key-cache';
import { KeyErasedError, type KeyStore } from './key-store.port';
import { newDataKey, unwrapKey, wrapKey } from './key-wrapping';

const logger = new Logger('Keys');

/** One document counting every erasure ever made, read by every instance to drop cached keys. */
interface ErasureCountDocument {
  _id: 'erasures';
  count: number;
}

interface KeyDocument {
  _id: string;
  wrappedKey: Binary | null;
  createdAt: Date;
  erasedAt?: Date;
}

/**
 * Production key store: the `user_keys` collection in MongoDB. It is not a read model: projection
 * rebuilds drop only projection collections, so the keys survive them.
 */
export class MongoKeyStore implements KeyStore {
  private readonly cache: KeyCache;

  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDocument>,
    private readonly counts: Collection<ErasureCountDocument>,
    private readonly masterKey: Buffer,
    erasureCheckMs?: number,
  ) {
    this.cache = new KeyCache(
      async () => (await this.counts.findOne({ _id: 'erasures' }))?.count ?? 0,
      erasureCheckMs,
    );
    this.cache.watchErasures((error) => logger.warn(`erasure count unreadable: ${String(error)}`));
  }

  static async connect(url: string, masterKey: Buffer, erasureCheckMs?: number): Promise<MongoKeyStore> {
    const client = new MongoClient(url, { writeConcern: { w: 'majority', journal: true } });
    await client.connect();
    // The URL's database, as the read store uses: without one the driver would pick `test`.
    const db = client.db(databaseFromUrl(url));
    return new MongoKeyStore(
      client,
      db.collection<KeyDocument>('user_keys'),
      db.collection<ErasureCountDocument>('user_key_erasures'),
      masterKey,
      erasureCheckMs,
    );
  }

  async keyFor(userId: string): Promise<Buffer> {
    const known = await this.findKey(userId);
    if (known !== null) return known;
    const wrapped = new Binary(wrapKey(this.masterKey, userId, newDataKey()));
    // Upsert with $setOnInsert: a concurrent creator wins or loses atomically, both then read the winner.
    await this.keys.updateOne(
      { _id: userId },
      { $setOnInsert: { wrappedKey: wrapped, createdAt: new Date() } },
      { upsert: true },
    );
    this.cache.forget(userId);
    const key = await this.findKey(userId);
    if (key === null) throw new KeyErasedError(userId);
    return key;
  }

  async findKey(userId: string): Promise<Buffer | null> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    const lookup = this.cache.begin();
    const document = await this.keys.findOne({ _id: userId });
    if (document === null) return null;
    const key =
      document.wrappedKey === null
        ? null
        : unwrapKey(this.masterKey, userId, Buffer.from(document.wrappedKey.buffer));
    this.cache.set(userId, key, lookup);
    return key;
  }

  async erase(userId: string): Promise<void> {
    await this.keys.updateOne(
      { _id: userId },
      { $set: { wrappedKey: null, erasedAt: new Date() }, $setOnInsert: { createdAt: new Date() } },
      { upsert: true },
    );
    // Counted after the key is gone: an instance that sees the new count reads the erased key.
    await this.counts.updateOne({ _id: 'erasures' }, { $inc: { count: 1 } }, { upsert: true });
    this.cache.forget(userId);
    this.cache.set(userId, null, this.cache.begin());
  }

  forget(userId: string): void {
    this.cache.forget(userId);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.db().command({ ping: 1 });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.cache.stopWatching();
    await this.client.close();
  }
}
