import { randomUUID } from 'node:crypto';
import type {
  Filter,
  IndexKeys,
  IndexOptions,
  ReadDocument,
  SortSpec,
  Update,
  UpdateResult,
} from '@eventfold/contracts';
import { isEqual } from 'mingo/util';
import type { CollectionState } from './collection-state';
import { cloneDocument } from './document-codec';
import { indexSpecFor, isIdIndex } from './equality-index';
import { RecordEncoder } from './journal-record';
import { compileFilter, shapeResults } from './mingo-query';
import {
  applyModifier,
  assertOperatorUpdate,
  assertReplacement,
  seedFromFilter,
  upsertedDocument,
} from './mingo-update';

/** Where applied changes go before the public call resolves; the store flushes them to its journal. */
export interface JournalSink {
  /** False for a collection nobody reopens: its changes are not even encoded. */
  readonly journaled: boolean;
  assertOpen(): void;
  record(line: string): void;
  flush(): void;
}

export interface UpdateOutcome {
  result: UpdateResult;
  before: ReadDocument | null;
  after: ReadDocument | null;
}

/** Told of every document change a writer makes: what a transaction needs to undo them. */
export type ChangeObserver = (id: string, before: ReadDocument | null, after: ReadDocument | null) => void;

const immutableId = () =>
  new Error("Performing an update on the path '_id' would modify the immutable field '_id'");

/**
 * MongoDB's write semantics over one collection's state: each change is validated (unique keys,
 * immutable `_id`) on a copy before it touches stored state, then stored and journalled.
 */
export class CollectionWriter {
  private readonly encoder: RecordEncoder;

  constructor(
    private readonly state: CollectionState,
    private readonly journal: JournalSink,
    private readonly observe?: ChangeObserver,
  ) {
    this.encoder = new RecordEncoder(state.name);
  }

  /** Stored documents (not copies) matching `filter`; expired TTL documents are purged on the way. */
  match(filter: Filter): ReadDocument[] {
    const { documents, exact, rest } = this.state.candidates(filter);
    const test = exact ? undefined : compileFilter(rest ?? filter);
    const now = this.state.expiring ? Date.now() : 0;
    const matches: ReadDocument[] = [];
    const expired: string[] = [];
    for (const document of documents) {
      if (now !== 0 && this.state.isExpired(document, now)) expired.push(document._id);
      else if (test === undefined || test(document)) matches.push(document);
    }
    for (const id of expired) this.remove(id);
    return matches;
  }

  insert(document: ReadDocument): void {
    const stored = cloneDocument(document);
    stored._id ??= randomUUID();
    this.state.assertInsertable(stored);
    this.store(stored);
  }

  update(
    filter: Filter,
    update: Update,
    options: { upsert?: boolean; multi?: boolean; sort?: SortSpec },
  ): UpdateOutcome {
    assertOperatorUpdate(update);
    // `$setOnInsert` applies only when an upsert inserts.
    const { $setOnInsert: _onInsert, ...rest } = update;
    const matches = this.match(filter);
    const targets = options.multi ? matches : firstOf(matches, options.sort);
    if (targets.length === 0) return options.upsert ? this.upsert(filter, update) : noMatch();
    const hasChanges = Object.keys(rest).length > 0;
    let modified = 0;
    let after = targets[0] ?? null;
    for (const target of targets) {
      const next = cloneDocument(target);
      if (!hasChanges || !applyModifier(next, rest, filter)) continue;
      if (next._id !== target._id) throw immutableId();
      this.state.assertInsertable(next, target._id);
      this.store(next);
      if (target === targets[0]) after = next;
      modified++;
    }
    return { result: counts(targets.length, modified), before: targets[0] ?? null, after };
  }

  replace(filter: Filter, replacement: ReadDocument, upsert: boolean): UpdateResult {
    assertReplacement(replacement);
    const [target] = firstOf(this.match(filter));
    if (target === undefined) {
      if (!upsert) return noMatch().result;
      const inserted = cloneDocument(replacement);
      inserted._id ??= seedFromFilter(filter)._id ?? randomUUID();
      this.state.assertInsertable(inserted);
      this.store(inserted);
      return counts(0, 0, inserted._id);
    }
    if (replacement._id !== undefined && replacement._id !== target._id) throw immutableId();
    // MongoDB keeps `_id` as the first field of a replaced document.
    const next: ReadDocument = Object.assign({ _id: target._id }, cloneDocument(replacement));
    if (isEqual(next, target)) return counts(1, 0);
    this.state.assertInsertable(next, target._id);
    this.store(next);
    return counts(1, 1);
  }

  delete(filter: Filter, multi: boolean): number {
    const matches = this.match(filter);
    const targets = multi ? matches : matches.slice(0, 1);
    for (const target of targets) this.remove(target._id);
    return targets.length;
  }

  createIndex(keys: IndexKeys, options: IndexOptions): string {
    if (isIdIndex(keys)) return '_id_';
    const spec = indexSpecFor(keys, options);
    const existing = this.state.hasIndex(spec.name);
    if (existing !== undefined) {
      if (isEqual(existing, spec)) return spec.name;
      throw new Error(`An index named ${spec.name} already exists with different options`);
    }
    this.state.addIndex(spec);
    this.journal.record(this.encoder.index(spec));
    return spec.name;
  }

  sweepExpired(now: number): void {
    if (!this.state.expiring) return;
    const expired = [...this.state.documents.values()].filter((document) =>
      this.state.isExpired(document, now),
    );
    for (const document of expired) this.remove(document._id);
  }

  drop(): void {
    if (!this.state.exists) return;
    this.state.clear();
    this.journal.record(this.encoder.drop());
  }

  private upsert(filter: Filter, update: Update): UpdateOutcome {
    const inserted = upsertedDocument(filter, update);
    this.state.assertInsertable(inserted);
    this.store(inserted);
    return { result: counts(0, 0, inserted._id), before: null, after: inserted };
  }

  /**
   * Puts back `previous` (null: no document) where `id` is, unless the stored document is no longer
   * `expected` (someone changed it since). For undoing a transaction's write; false when left alone.
   */
  restore(id: string, expected: ReadDocument | null, previous: ReadDocument | null): boolean {
    if ((this.state.documents.get(id) ?? null) !== expected) return false;
    if (previous === null) {
      this.remove(id);
      return true;
    }
    try {
      this.state.assertInsertable(previous, expected === null ? undefined : id);
    } catch {
      // Another document took one of its unique keys meanwhile: it cannot come back.
      return false;
    }
    this.store(previous);
    return true;
  }

  private store(given: ReadDocument): void {
    const before = this.state.documents.get(given._id) ?? null;
    // What is stored is a compact copy of `given`: the one a transaction must find again to undo.
    const document = this.state.put(given);
    this.observe?.(document._id, before, document);
    if (this.journal.journaled) this.journal.record(this.encoder.put(document));
  }

  private remove(id: string): void {
    const before = this.state.documents.get(id);
    if (before !== undefined) this.observe?.(id, before, null);
    if (this.state.remove(id) && this.journal.journaled) this.journal.record(this.encoder.delete(id));
  }
}

function firstOf(matches: ReadDocument[], sort?: SortSpec): ReadDocument[] {
  return sort ? shapeResults(matches, { sort, limit: 1 }) : matches.slice(0, 1);
}

function counts(matched: number, modified: number, upsertedId: string | null = null): UpdateResult {
  const upsertedCount = upsertedId === null ? 0 : 1;
  return { matchedCount: matched, modifiedCount: modified, upsertedCount, upsertedId };
}

function noMatch(): UpdateOutcome {
  return { result: counts(0, 0), before: null, after: null };
}
