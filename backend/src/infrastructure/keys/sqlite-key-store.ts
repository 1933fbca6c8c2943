import Database from 'better-sqlite3';
import { KeyCache } from './key-cache';
import { KeyErasedError, type KeyStore } from './key-store.port';
import { newDataKey, unwrapKey, wrapKey } from './key-wrapping';

interface KeyRow {
  wrapped_key: Buffer | null;
}

/** Embedded key store: its own SQLite file (DATA_DIR/keys.sqlite), apart from the event log and read models. */
export class SqliteKeyStore implements KeyStore {
  private readonly cache = new KeyCache();

  private constructor(
    private readonly db: Database.Database,
    private readonly masterKey: Buffer,
  ) {}

  static open(filePath: string, masterKey: Buffer): SqliteKeyStore {
    const db = new Database(filePath);
    db.pragma('journal_mode = WAL');
    // A key must be on disk before an event encrypted with it is acknowledged.
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE IF NOT EXISTS user_keys (
      user_id TEXT PRIMARY KEY,
      wrapped_key BLOB,
      created_at TEXT NOT NULL,
      erased_at TEXT
    )`);
    return new SqliteKeyStore(db, masterKey);
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
    const row = this.db.prepare('SELECT wrapped_key FROM user_keys WHERE user_id = ?').get(userId) as
      KeyRow | undefined;
    if (row === undefined) return null; // not cached: it may be created later
    const key = row.wrapped_key === null ? null : unwrapKey(this.masterKey, userId, row.wrapped_key);
    this.cache.set(userId, key);
    return key;
  }

  async erase(userId: string): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO user_keys (user_id, wrapped_key, created_at, erased_at) VALUES (@userId, NULL, @now, @now)
         ON CONFLICT (user_id) DO UPDATE SET wrapped_key = NULL, erased_at = @now`,
      )
      .run({ userId, now: new Date().toISOString() });
    this.cache.set(userId, null);
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
    if (this.db.open) this.db.close();
  }
}
