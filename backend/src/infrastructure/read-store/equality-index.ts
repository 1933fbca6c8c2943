import type { IndexKeys, IndexOptions, ReadDocument } from '@eventfold/contracts';
import { resolve } from 'mingo/util';
import { isDate, toJournalValue } from './document-codec';
import { addHolder, idsOf, removeHolder, type Holders } from './unordered-holders';

export interface IndexSpec {
  name: string;
  keys: IndexKeys;
  unique: boolean;
  expireAfterSeconds?: number;
}

/**
 * A hash index over one or more fields: encoded key → document ids. It answers equality lookups and
 * unique checks; everything it returns is a candidate that the caller still tests with the real filter.
 * A document whose indexed value is an array (or sits under one) is kept aside in `multiValued`, because
 * MongoDB matches a scalar against any element and such a document must be a candidate for every key.
 */
export class EqualityIndex {
  readonly paths: string[];
  /**
   * False for a non-unique compound index: its collection answers it from its OrderedIndex twin
   * (OrderedIndex.equal), as a key here per document (its fields joined in one new string) would be
   * a second copy of them: ~17 MB for the bench's calendar.
   */
  get keyed(): boolean {
    return this.spec.unique || (this.paths.length === 1 && !this.covered);
  }
  /**
   * A non-unique single-field index whose field leads a two-field ordered index of the same collection
   * (calendar `userId` beside `userId, startDate`): that index's buckets already hold every document by
   * this field, so a key and a set of ids per value here would be a second copy (~4 MB for the bench's
   * calendar). Its collection answers it with `OrderedIndex.withLeading`.
   */
  private covered = false;
  private readonly entries = new Map<string, Holders>();
  /**
   * A single-field index keys a string value by the document's own string (typed keys live in
   * `entries`, so "n5" the string never meets 5 the number): an encoded copy per document was ~4 MB
   * for the bench's read model.
   */
  private readonly stringEntries = new Map<string, Holders>();
  private readonly multiValued = new Set<string>();

  constructor(readonly spec: IndexSpec) {
    this.paths = Object.keys(spec.keys);
  }

  /** Whether an ordered index leading with `path` may answer this one (see `covered`). */
  coverableBy(path: string): boolean {
    return !this.spec.unique && this.paths.length === 1 && this.paths[0] === path;
  }

  /** From now on answered by an ordered index leading with its field: its own keys are let go. */
  cover(): void {
    this.covered = true;
    this.entries.clear();
    this.stringEntries.clear();
    this.multiValued.clear();
  }

  add(document: ReadDocument): void {
    if (!this.keyed) return;
    const { key, multi, entries } = this.keyOf(document);
    addHolder(entries, key, document._id);
    if (multi) this.multiValued.add(document._id);
  }

  remove(document: ReadDocument): void {
    if (!this.keyed) return;
    const { key, entries } = this.keyOf(document);
    removeHolder(entries, key, document._id);
    this.multiValued.delete(document._id);
  }

  /** The id of another document holding the same key, if this index is unique and one exists. */
  conflictFor(document: ReadDocument): string | undefined {
    if (!this.spec.unique) return undefined;
    const { key, entries } = this.keyOf(document);
    const holders = entries.get(key);
    if (holders === undefined) return undefined;
    for (const id of idsOf(holders)) if (id !== document._id) return id;
    return undefined;
  }

  keyValues(document: ReadDocument): Record<string, unknown> {
    return Object.fromEntries(this.paths.map((path) => [path, resolve(document, path) ?? null]));
  }

  /** Candidate ids for every combination of the given values, one list per indexed path. */
  lookup(valuesPerPath: unknown[][]): Iterable<string> {
    const ids = new Set<string>(this.multiValued);
    for (const combination of combinations(valuesPerPath)) {
      const { key, entries } = this.keyFor(combination);
      const holders = entries.get(key);
      if (holders !== undefined) for (const id of idsOf(holders)) ids.add(id);
    }
    return ids;
  }

  private keyOf(document: ReadDocument): HeldKey & { multi: boolean } {
    const values = this.paths.map((path) => resolve(document, path));
    const { key, entries } = this.keyFor(values);
    return { key, entries, multi: values.some((value) => Array.isArray(value)) };
  }

  /** Where the holders of these values (one per path) are: a lone string is its own key (see `stringEntries`). */
  private keyFor(values: readonly unknown[]): HeldKey {
    const [single] = values;
    if (values.length === 1 && typeof single === 'string')
      return { key: single, entries: this.stringEntries };
    return { key: encodeKey(values), entries: this.entries };
  }
}

interface HeldKey {
  key: string;
  entries: Map<string, Holders>;
}

/** MongoDB indexes a missing field as null, so both encode alike (and so collide in unique indexes). */
export function encodeKeyPart(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return `b${value}`;
    case 'undefined':
      return 'z';
    default:
      if (value === null) return 'z';
      if (isDate(value)) return `d${value.getTime()}`;
      return `j${JSON.stringify(toJournalValue(value))}`;
  }
}

/** The key of several fields' values, as an index holds it: each value encoded, joined by NUL. */
export function encodeKey(values: readonly unknown[]): string {
  return values.map(encodeKeyPart).join('\u0000');
}

/** Every choice of one value per path, in the paths' order. */
export function* combinations(
  valuesPerPath: readonly unknown[][],
  prefix: unknown[] = [],
): Generator<unknown[]> {
  if (prefix.length === valuesPerPath.length) {
    yield prefix;
    return;
  }
  for (const value of valuesPerPath[prefix.length] ?? [])
    yield* combinations(valuesPerPath, [...prefix, value]);
}

export function indexSpecFor(keys: IndexKeys, options: IndexOptions): IndexSpec {
  // MongoDB's default index name: `field_1_other_-1`.
  const name =
    options.name ??
    Object.entries(keys)
      .map(([path, direction]) => `${path}_${direction}`)
      .join('_');
  const spec: IndexSpec = { name, keys, unique: options.unique ?? false };
  if (options.expireAfterSeconds !== undefined) spec.expireAfterSeconds = options.expireAfterSeconds;
  return spec;
}

/** Every collection has its unique `_id` index already. */
export function isIdIndex(keys: IndexKeys): boolean {
  const paths = Object.keys(keys);
  return paths.length === 1 && paths[0] === '_id';
}
