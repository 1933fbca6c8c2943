import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * The embedded log: one row per event, `position` being the global order. AUTOINCREMENT keeps a
 * position from ever being reused, even after the last row is deleted by hand. The unique
 * (stream_id, stream_revision) index also serves every per-stream lookup, so no separate index on
 * stream_id is kept: it would only slow each append down.
 */
export const EVENTS_TABLE_SQL = `
  CREATE TABLE IF NOT EXISTS events (
    position        INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id       TEXT    NOT NULL,
    stream_revision INTEGER NOT NULL,
    event_id        TEXT    NOT NULL UNIQUE,
    type            TEXT    NOT NULL,
    schema_version  INTEGER NOT NULL,
    data            TEXT    NOT NULL,
    metadata        TEXT    NOT NULL,
    recorded_at     TEXT    NOT NULL,
    UNIQUE (stream_id, stream_revision)
  )`;

export const INSERT_EVENT_SQL = `
  INSERT INTO events (stream_id, stream_revision, event_id, type, schema_version, data, metadata, recorded_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Opens (creating if needed) a database with the durability settings of the log: WAL so readers
 * never block the writer, synchronous=FULL so an acknowledged append survives a power cut.
 * The benchmark opens its raw baseline through here too, so both sides pay the same fsyncs.
 */
export function openEventDatabase(filePath: string): Database.Database {
  if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath, { timeout: 5_000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(EVENTS_TABLE_SQL);
  return db;
}
