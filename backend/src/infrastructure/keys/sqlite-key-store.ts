import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import { KeyCache } from './key-cache';
import { KeyErasedError, type KeyStore } from './key-store.port';
import { newDataKey, unwrapKey, wrapKey } from './key-wrapping';

const logger = new Logger('Keys');

interface KeyRow {
  wrapped_key: Buffer | null;
}

/** Embedded key store: its own SQLite file (DATA_DIR/keys.sqlite), apart from the event log and read models. */
export class SqliteKeyStore implements KeyStore {
  private readonly cache: KeyCache;

  private constructor(
    private readonly db: Database.Database,
    private readonly masterKey: Buffer,
    erasureCheckMs?: number,
  ) {
    this.cache = new KeyCache(async () => this.erasureCount(), erasureCheckMs);
    this.cache.watchErasures((error) => logger.warn(`erasure count unreadable: ${String(error)}`));
  }

  /** `erasureCheckMs`: how often erasures made through another connection to the file are looked for. */
  static open(filePath: string, masterKey: Buffer, erasureCheckMs?: number): SqliteKeyStore {
    const db = new Database(filePath);
    db.pragma('journal_mode = WAL');
    // A key must be on disk before an event encrypted with it is acknowledged.
    db.pragma('synchronous = FULL');
    // An erased key is overwritten with zeros in the file, not merely unlinked from its page.
    db.pragma('secure_delete = ON');
    db.exec(`CREATE TABLE IF NOT EXISTS user_keys (
      user_id TEXT PRIMARY KEY,
      wrapped_key BLOB,
      created_at TEXT NOT NULL,
      erased_at TEXT
    )`);
    // One row: how many erasures were ever made, read by every open store to drop cached keys.
    db.exec(`CREATE TABLE IF NOT EXISTS key_erasures (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL);
      INSERT OR IGNORE INTO key_erasures (id, count) VALUES (1, 0)`);
    return new SqliteKeyStore(db, masterKey, erasureCheckMs);
  }

  async keyFor(userId: string): Promise<Buffer> {
    const known = await this.findKey(userId);
    if (known !== null) return known;
    this.db
      .prepare('INSERT OR IGNORE INTO user_keys (user_id, wrapped_key, created_at) VALUES (?, ?, ?)')
      .run(userId, wrapKey(this.masterKey, userId, newDataKey()), new Date().toISOString());
    this.cache.forget(userId);
    const key = await this.findKey(userId);
    if (key === null) throw new KeyErasedError(userId);
    return key;
  }

  async findKey(userId: string): Promise<Buffer | null> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    const lookup = this.cache.begin();
    const row = this.db.prepare('SELECT wrapped_key FROM user_keys WHERE user_id = ?').get(userId) as
      KeyRow | undefined;
    if (row === undefined) return null; // not cached: it may be created later
    const key = row.wrapped_key === null ? null : unwrapKey(this.masterKey, userId, row.wrapped_key);
    this.cache.set(userId, key, lookup);
    return key;
  }

  async erase(userId: string): Promise<void> {
    const erase = this.db.prepare(
      `INSERT INTO user_keys (user_id, wrapped_key, created_at, erased_at) VALUES (@userId, NULL, @now, @now)
       ON CONFLICT (user_id) DO UPDATE SET wrapped_key = NULL, erased_at = @now`,
    );
    const count = this.db.prepare('UPDATE key_erasures SET count = count + 1 WHERE id = 1');
    this.db.transaction(() => {
      erase.run({ userId, now: new Date().toISOString() });
      count.run();
    })();
    // The write-ahead log still holds the page with the key until it is folded into the file.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.cache.forget(userId);
    this.cache.set(userId, null, this.cache.begin());
  }

  private erasureCount(): number {
    return (this.db.prepare('SELECT count FROM key_erasures WHERE id = 1').get() as { count: number }).count;
  }

  forget(userId: string): void {
    this.cache.forget(userId);
  }

  async ping(): Promise<boolean> {
    try {
      this.db.prepare('SELECT 1').get();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.cache.stopWatching();
    if (this.db.open) this.db.close();
  }
}
