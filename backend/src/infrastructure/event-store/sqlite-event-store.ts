import type Database from 'better-sqlite3';
import {
  type AppendResult,
  type EventCoordinates,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type StoredEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '@eventfold/contracts';
import { AppendSignal, PollingSubscription } from './polling-subscription';
import { findOriginalAppend, isDuplicateEventId, satisfiesExpected } from './sqlite-append-checks';
import { SqliteEventStatements } from './sqlite-event-statements';
import { openEventDatabase } from './sqlite-event-store.schema';

/** Positions per statement when reading by position (well under SQLite's limits, one index walk). */
const POSITIONS_PER_READ = 500;

export interface SqliteEventStoreOptions {
  /** How often a live subscription looks for appends made by another process. */
  pollIntervalMs?: number;
  /** Rows per read while a subscription catches up. */
  catchUpBatchSize?: number;
}

/** The embedded event store: one SQLite file, one writer at a time, readers never blocked (WAL). */
export class SqliteEventStore implements EventStore {
  private readonly statements: SqliteEventStatements;
  private readonly signal = new AppendSignal();
  private readonly subscriptions = new Set<Subscription>();
  private readonly pollIntervalMs: number;
  private readonly catchUpBatchSize: number;
  private readonly appendInTransaction: Database.Transaction<
    (
      streamId: string,
      events: EventToAppend[],
      expected: ExpectedRevision,
    ) => AppendResult & { written: boolean }
  >;

  private constructor(
    private readonly db: Database.Database,
    options: SqliteEventStoreOptions,
  ) {
    this.statements = new SqliteEventStatements(db);
    this.pollIntervalMs = options.pollIntervalMs ?? 50;
    this.catchUpBatchSize = options.catchUpBatchSize ?? 1_000;
    this.appendInTransaction = db.transaction((streamId, events, expected) =>
      this.appendNow(streamId, events, expected),
    );
  }

  /** Opens or creates the store; parent directories are created, ':memory:' gives a throwaway store. */
  static open(filePath: string, options: SqliteEventStoreOptions = {}): SqliteEventStore {
    return new SqliteEventStore(openEventDatabase(filePath), options);
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new TypeError(`Append to ${streamId} holds no events`);
    let result: AppendResult & { written: boolean };
    try {
      // IMMEDIATE takes the write lock before the revision is read, so another process cannot
      // append between our check and our insert.
      result = this.appendInTransaction.immediate(streamId, events, expected);
    } catch (error) {
      if (!isDuplicateEventId(error)) throw error;
      const original = findOriginalAppend(this.statements, streamId, events, expected);
      if (original) return original;
      throw this.conflict(streamId, expected);
    }
    if (result.written) this.signal.notify();
    return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const { direction = 'forwards', fromRevision, maxCount } = options;
    return direction === 'forwards'
      ? this.statements.readForwards(streamId, fromRevision, maxCount)
      : this.statements.readBackwards(streamId, fromRevision, maxCount);
  }

  /** By global position, a few hundred per statement: one index walk instead of a read per stream. */
  async readEventsAt(coordinates: readonly EventCoordinates[]): Promise<StoredEvent[]> {
    const found = new Map<bigint, StoredEvent>();
    for (let from = 0; from < coordinates.length; from += POSITIONS_PER_READ) {
      const positions = coordinates.slice(from, from + POSITIONS_PER_READ).map((at) => at.position);
      for (const event of this.statements.readAtPositions(positions)) found.set(event.position, event);
    }
    return coordinates.flatMap(({ streamId, revision, position }) => {
      const event = found.get(position);
      return event !== undefined && event.streamId === streamId && event.revision === revision ? [event] : [];
    });
  }

  async readAll(options: ReadAllOptions = {}): Promise<StoredEvent[]> {
    return this.statements.readAll(options.after, options.maxCount);
  }

  subscribeToAll(options: SubscribeOptions, handler: (event: StoredEvent) => Promise<void>): Subscription {
    const subscription: Subscription = new PollingSubscription({
      readBatch: (after) => this.statements.readAll(after, this.catchUpBatchSize),
      signal: this.signal,
      pollIntervalMs: this.pollIntervalMs,
      after: options.after ?? 0n,
      handler,
      onError: options.onError ?? ((error) => console.error('Event store subscription stopped', error)),
      onClosed: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<bigint> {
    return this.statements.headPosition();
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    if (this.db.open) this.db.close();
  }

  private appendNow(
    streamId: string,
    events: EventToAppend[],
    expected: ExpectedRevision,
  ): AppendResult & { written: boolean } {
    const head = this.statements.headRevision(streamId);
    if (!satisfiesExpected(expected, head)) {
      const original = findOriginalAppend(this.statements, streamId, events, expected);
      if (original) return { ...original, written: false };
      throw new WrongExpectedRevisionError(streamId, expected, head < 0 ? 'no_stream' : head);
    }
    const recordedAt = new Date().toISOString();
    let position = 0n;
    events.forEach((event, index) => {
      position = this.statements.insertEvent([
        streamId,
        head + 1 + index,
        event.id,
        event.type,
        event.version,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      ]);
    });
    return { nextExpectedRevision: head + events.length, position, written: true };
  }

  private conflict(streamId: string, expected: ExpectedRevision): WrongExpectedRevisionError {
    const head = this.statements.headRevision(streamId);
    return new WrongExpectedRevisionError(streamId, expected, head < 0 ? 'no_stream' : head);
  }
}
