import type Database from 'better-sqlite3';
import type { EventMetadata, StoredEvent } from '@eventfold/contracts';
import { INSERT_EVENT_SQL } from './sqlite-event-store.schema';

interface EventRow {
  position: bigint;
  stream_id: string;
  stream_revision: bigint;
  event_id: string;
  type: string;
  schema_version: bigint;
  data: string;
  metadata: string;
  recorded_at: string;
}

interface StoredAt {
  stream_id: string;
  stream_revision: bigint;
  position: bigint;
}

type Rows = Database.Statement<unknown[], EventRow>;

/** SQLite's LIMIT treats a negative bound as "no limit". */
export const NO_LIMIT = -1;
const LAST_REVISION = Number.MAX_SAFE_INTEGER;

/**
 * Every statement the store runs, prepared once. Integers come back as bigint (safeIntegers) so
 * that positions past 2^53 stay exact; revisions are narrowed to number at the port.
 */
export class SqliteEventStatements {
  private readonly insert: Database.Statement<unknown[]>;
  private readonly head: Database.Statement<[string], bigint | null>;
  private readonly byId: Database.Statement<[string], StoredAt>;
  private readonly forwards: Rows;
  private readonly backwards: Rows;
  private readonly all: Rows;
  private readonly atPositions: Rows;
  private readonly lastPosition: Database.Statement<[], bigint | null>;

  constructor(db: Database.Database) {
    const cols =
      'position, stream_id, stream_revision, event_id, type, schema_version, data, metadata, recorded_at';
    this.insert = db.prepare(INSERT_EVENT_SQL).safeIntegers(true);
    this.head = db
      .prepare<[string], bigint | null>('SELECT MAX(stream_revision) FROM events WHERE stream_id = ?')
      .pluck()
      .safeIntegers(true);
    this.byId = db
      .prepare<[string], StoredAt>(
        'SELECT stream_id, stream_revision, position FROM events WHERE event_id = ?',
      )
      .safeIntegers(true);
    this.forwards = db
      .prepare<unknown[], EventRow>(
        `SELECT ${cols} FROM events WHERE stream_id = ? AND stream_revision >= ? ORDER BY stream_revision ASC LIMIT ?`,
      )
      .safeIntegers(true);
    this.backwards = db
      .prepare<unknown[], EventRow>(
        `SELECT ${cols} FROM events WHERE stream_id = ? AND stream_revision <= ? ORDER BY stream_revision DESC LIMIT ?`,
      )
      .safeIntegers(true);
    this.all = db
      .prepare<unknown[], EventRow>(
        `SELECT ${cols} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`,
      )
      .safeIntegers(true);
    this.atPositions = db
      .prepare<unknown[], EventRow>(
        `SELECT ${cols} FROM events WHERE position IN (SELECT CAST(value AS INTEGER) FROM json_each(?))`,
      )
      .safeIntegers(true);
    this.lastPosition = db
      .prepare<[], bigint | null>('SELECT MAX(position) FROM events')
      .pluck()
      .safeIntegers(true);
  }

  /** Revision of the stream's last event, -1 when the stream does not exist. */
  headRevision(streamId: string): number {
    const head = this.head.get(streamId);
    return head === null || head === undefined ? -1 : Number(head);
  }

  /** Inserts one event and returns its global position. */
  insertEvent(row: [string, number, string, string, number, string, string, string]): bigint {
    return BigInt(this.insert.run(...row).lastInsertRowid);
  }

  findById(eventId: string): { streamId: string; revision: number; position: bigint } | undefined {
    const row = this.byId.get(eventId);
    return row && { streamId: row.stream_id, revision: Number(row.stream_revision), position: row.position };
  }

  readForwards(streamId: string, fromRevision = 0, maxCount = NO_LIMIT): StoredEvent[] {
    return this.forwards.all(streamId, fromRevision, maxCount).map(toStoredEvent);
  }

  /** The events at these positions (any order; absent ones left out), one statement per call. */
  readAtPositions(positions: readonly bigint[]): StoredEvent[] {
    return this.atPositions.all(JSON.stringify(positions.map(String))).map(toStoredEvent);
  }

  readBackwards(streamId: string, fromRevision = LAST_REVISION, maxCount = NO_LIMIT): StoredEvent[] {
    return this.backwards.all(streamId, fromRevision, maxCount).map(toStoredEvent);
  }

  readAll(after = 0n, maxCount = NO_LIMIT): StoredEvent[] {
    return this.all.all(after, maxCount).map(toStoredEvent);
  }

  headPosition(): bigint {
    return this.lastPosition.get() ?? 0n;
  }
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    type: row.type,
    version: Number(row.schema_version),
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    position: row.position,
    recordedAt: row.recorded_at,
  };
}
