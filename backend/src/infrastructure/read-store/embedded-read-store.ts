import fs from 'node:fs';
import lockfile from 'proper-lockfile';
import type { ReadCollection, ReadDocument, ReadStore, ReadTransaction } from '@eventfold/contracts';
import { CollectionState, type CollectionStats } from './collection-state';
import { CollectionWriter } from './collection-writer';
import { EmbeddedCollection } from './embedded-collection';
import { EmbeddedTransaction, type TransactionHost } from './embedded-transaction';
import { JournalFile, readRecords } from './journal-file';
import { replayRecord, snapshotLines } from './journal-record';
import { StringPools } from './string-pools';
import { journalPath, removeStaleFiles, snapshotPath, writeSnapshot } from './snapshot-file';

export interface EmbeddedReadStoreOptions {
  /** fsync the journal on every write: survives power loss, at the price of a disk flush per write. */
  fsync?: boolean;
  /**
   * Journal size that triggers a snapshot and a fresh journal, or the last snapshot's size when that
   * is larger: each snapshot then costs at most as many bytes as the journal that led to it.
   */
  compactAfterBytes?: number;
  /** How often TTL indexes are swept besides the lazy purge on read. */
  ttlSweepMs?: number;
}

interface Entry {
  state: CollectionState;
  writer: CollectionWriter;
  facade: EmbeddedCollection;
}

/**
 * The read store when MONGODB_URL is unset: collections in memory with MongoDB semantics, made
 * durable by a journal of applied results (one JSON line each) that is compacted into a snapshot once
 * it grows past a threshold. Opening replays the snapshot and then the journal it names.
 */
export class EmbeddedReadStore implements ReadStore, TransactionHost {
  readonly journaled = true;
  private readonly entries = new Map<string, Entry>();
  /** Shared by every collection: the same user ids and source ids recur across read models. */
  private readonly pools = new StringPools();
  private readonly pending: string[] = [];
  private journal: JournalFile | undefined;
  private generation = 0;
  /** The current snapshot's size: the journal may grow as large before the next one. */
  private snapshotBytes = 0;
  private sweeper: NodeJS.Timeout | undefined;
  private release: (() => Promise<void>) | undefined;

  private constructor(
    private readonly directory: string,
    private readonly options: Required<EmbeddedReadStoreOptions>,
  ) {}

  static async open(directory: string, options: EmbeddedReadStoreOptions = {}): Promise<EmbeddedReadStore> {
    fs.mkdirSync(directory, { recursive: true });
    // Two processes on one directory would each replay and then overwrite the other's journal.
    // A lock left by a killed process goes stale after 5 s; opening waits that long for it.
    const lockOptions = {
      stale: 5_000,
      retries: { retries: 12, factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (error: Error) => console.error(`Read store lock on ${directory} compromised`, error),
    };
    const release = await lockfile.lock(directory, lockOptions).catch((error: { code?: string }) => {
      if (error.code !== 'ELOCKED') throw error;
      throw new Error(`The read store in ${directory} is in use by another process; stop it first.`);
    });
    const store = new EmbeddedReadStore(directory, {
      fsync: options.fsync ?? false,
      compactAfterBytes: options.compactAfterBytes ?? 64 * 1024 * 1024,
      ttlSweepMs: options.ttlSweepMs ?? 60_000,
    });
    store.release = release;
    store.load();
    return store;
  }

  collection<T extends ReadDocument = ReadDocument>(name: string): ReadCollection<T> {
    return this.entry(name).facade as unknown as ReadCollection<T>;
  }

  /** All or nothing within this process, which alone opens the store (see EmbeddedTransaction). */
  async withTransaction<R>(work: (transaction: ReadTransaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    const transaction = new EmbeddedTransaction(this);
    try {
      return await work(transaction);
    } catch (error) {
      if (this.journal !== undefined) transaction.rollBack();
      throw error;
    }
  }

  stateOf(name: string): CollectionState {
    return this.entry(name).state;
  }

  writerOf(name: string): CollectionWriter {
    return this.entry(name).writer;
  }

  /** Diagnostics for tests: how many documents queries on `name` have examined. */
  collectionStats(name: string): CollectionStats {
    return this.entry(name).state.stats;
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    return [...this.entries.values()].filter(({ state }) => state.exists).map(({ state }) => state.name);
  }

  async dropCollection(name: string): Promise<void> {
    this.assertOpen();
    this.entry(name).writer.drop();
    this.flush();
  }

  async ping(): Promise<boolean> {
    return this.journal !== undefined;
  }

  /**
   * The journal keeps every applied version of a document: only a new snapshot forgets them (and the
   * string pools, their pooled copies).
   */
  async purgeRemoved(): Promise<void> {
    this.pools.clear();
    this.flush();
    this.compact();
  }

  async close(): Promise<void> {
    if (this.journal === undefined) return;
    clearInterval(this.sweeper);
    this.flush();
    this.journal.close();
    this.journal = undefined;
    // A lock already lost (gone stale and taken over) leaves nothing to release.
    await this.release?.().catch((error: { code?: string }) => {
      if (error.code !== 'ERELEASED') throw error;
    });
  }

  assertOpen(): void {
    if (this.journal === undefined) throw new Error('The embedded read store is closed');
  }

  record(line: string): void {
    this.pending.push(line);
  }

  flush(): void {
    if (this.pending.length === 0 || this.journal === undefined) return;
    const text = `${this.pending.join('\n')}\n`;
    this.pending.length = 0;
    this.journal.append(text);
    if (this.journal.bytes >= this.compactionThreshold) this.compact();
  }

  /**
   * A store of a few hundred megabytes compacted every 64 MB of journal wrote its whole self for
   * every 64 MB of changes (a third of live projection's time in the bench): the journal may grow as
   * large as the snapshot, which bounds both the rewriting and a restart's replay to about twice.
   */
  private get compactionThreshold(): number {
    return Math.max(this.options.compactAfterBytes, this.snapshotBytes);
  }

  /** Writes every collection to a new snapshot and starts the next journal generation. */
  compact(): void {
    this.assertOpen();
    const next = this.generation + 1;
    this.snapshotBytes = writeSnapshot(this.directory, next, this.allSnapshotLines());
    const previous = this.journal;
    this.journal = JournalFile.open(journalPath(this.directory, next), {
      fsync: this.options.fsync,
      truncate: true,
    });
    previous?.close();
    this.generation = next;
    removeStaleFiles(this.directory, next);
  }

  private *allSnapshotLines(): Generator<string> {
    for (const { state } of this.entries.values()) if (state.exists) yield* snapshotLines(state);
  }

  private load(): void {
    const stateOf = (name: string) => this.entry(name).state;
    if (fs.existsSync(snapshotPath(this.directory))) {
      this.snapshotBytes = fs.statSync(snapshotPath(this.directory)).size;
      readRecords(snapshotPath(this.directory), (record) => {
        if (typeof record.generation === 'number') this.generation = record.generation;
        else replayRecord(record, stateOf);
      });
    }
    const path = journalPath(this.directory, this.generation);
    if (fs.existsSync(path)) {
      const intact = readRecords(path, (record) => replayRecord(record, stateOf));
      // Appending after a torn line would glue the next record onto it.
      if (intact < fs.statSync(path).size) fs.truncateSync(path, intact);
    }
    removeStaleFiles(this.directory, this.generation);
    this.journal = JournalFile.open(path, { fsync: this.options.fsync });
    if (this.journal.bytes >= this.compactionThreshold) this.compact();
    this.sweeper = setInterval(() => this.sweepExpired(), this.options.ttlSweepMs);
    this.sweeper.unref();
  }

  private sweepExpired(): void {
    if (this.journal === undefined) return;
    const now = Date.now();
    for (const { writer } of this.entries.values()) writer.sweepExpired(now);
    this.flush();
  }

  private entry(name: string): Entry {
    let entry = this.entries.get(name);
    if (entry === undefined) {
      const state = new CollectionState(name, this.pools);
      const writer = new CollectionWriter(state, this);
      entry = { state, writer, facade: new EmbeddedCollection(name, writer, this, state.stats) };
      this.entries.set(name, entry);
    }
    return entry;
  }
}
