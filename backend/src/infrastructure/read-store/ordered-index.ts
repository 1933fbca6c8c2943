import type { ReadDocument } from '@eventfold/contracts';
import { resolve } from 'mingo/util';
import { combinations, encodeKey, encodeKeyPart, type IndexSpec } from './equality-index';
import type { StringRange } from './query-plan';
import { UnorderedHolders } from './unordered-holders';

interface Bucket {
  /** The last indexed field's values, ascending; `ids` holds each one's document, in step. */
  values: string[];
  ids: string[];
}

/**
 * Buckets smaller than this are copied at their exact length on insert: an array grown by one
 * element reserves 16 more slots, and most buckets (one user's few entries) hold one to three ids,
 * so the slack was ~5 MB for the bench's 10,000 users. Larger ones grow in place.
 */
const EXACT_BUCKET_MAX = 64;

/** A range without bounds: every value of the last field. */
const ANY_VALUE: StringRange = {};

/**
 * A compound index read as MongoDB reads one: under each combination of its leading fields, the last
 * field in order, so that equalities on the leading fields and a range on the last are one slice
 * (`{ userId, startDate: { $lt } }`). Strings only are kept in order (the read models store times as
 * ISO strings); a document whose last field is anything else, or whose fields hold arrays, is a
 * candidate for every range, as the caller still tests each candidate with the whole filter.
 */
export class OrderedIndex {
  readonly leadingPaths: string[];
  readonly rangePath: string;
  private readonly buckets = new Map<string, Bucket>();
  /** Documents whose last field is no string, under their prefix and that value's key. */
  private readonly unordered = new UnorderedHolders();
  private readonly everywhere = new Set<string>();

  constructor(readonly spec: IndexSpec) {
    const paths = Object.keys(spec.keys);
    this.leadingPaths = paths.slice(0, -1);
    this.rangePath = paths[paths.length - 1] as string;
  }

  add(document: ReadDocument): void {
    const prefix = this.prefixIn(document);
    const last = resolve(document, this.rangePath);
    if (prefix === null || Array.isArray(last)) this.everywhere.add(document._id);
    else if (typeof last !== 'string') this.unordered.add(prefix, encodeKeyPart(last), document._id);
    else {
      const bucket = this.buckets.get(prefix);
      if (bucket === undefined) {
        this.buckets.set(prefix, { values: [last], ids: [document._id] });
        return;
      }
      const at = firstAtOrAfter(bucket.values, last, false);
      if (bucket.values.length < EXACT_BUCKET_MAX) {
        bucket.values = bucket.values.toSpliced(at, 0, last);
        bucket.ids = bucket.ids.toSpliced(at, 0, document._id);
      } else {
        bucket.values.splice(at, 0, last);
        bucket.ids.splice(at, 0, document._id);
      }
    }
  }

  remove(document: ReadDocument): void {
    const prefix = this.prefixIn(document);
    const last = resolve(document, this.rangePath);
    if (prefix === null || Array.isArray(last)) this.everywhere.delete(document._id);
    else if (typeof last !== 'string') this.unordered.remove(prefix, encodeKeyPart(last), document._id);
    else {
      const bucket = this.buckets.get(prefix);
      if (bucket === undefined) return;
      for (let at = firstAtOrAfter(bucket.values, last, false); at < bucket.values.length; at++) {
        if (bucket.values[at] !== last) break;
        if (bucket.ids[at] !== document._id) continue;
        bucket.values.splice(at, 1);
        bucket.ids.splice(at, 1);
        break;
      }
      if (bucket.values.length === 0) this.buckets.delete(prefix);
    }
  }

  /** Candidate ids for one value per leading field and a string range on the last field. */
  lookup(leadingValues: readonly unknown[], range: StringRange): string[] {
    const ids = [...this.everywhere];
    this.eachUnder(prefixOf(leadingValues), range, (id) => ids.push(id));
    return ids;
  }

  /** How many candidates `lookup` would give, without building them: to choose between indexes. */
  count(leadingValues: readonly unknown[], range: StringRange): number {
    const prefix = prefixOf(leadingValues);
    const bucket = this.buckets.get(prefix);
    let others = this.everywhere.size;
    others += this.unordered.countUnder(prefix);
    if (bucket === undefined) return others;
    const [start, end] = sliceOf(bucket.values, range);
    return others + (end - start);
  }

  /**
   * Candidate ids for equalities on every field (one list of values per field, the index's order):
   * a one-value slice for a string, the documents holding a value's key for anything else. What a
   * hash index over the same fields would answer, without a key per document.
   */
  equal(valuesPerPath: readonly unknown[][]): Set<string> {
    const ids = new Set(this.everywhere);
    const leading = valuesPerPath.slice(0, -1);
    const lastValues = valuesPerPath[valuesPerPath.length - 1] ?? [];
    for (const combination of combinations(leading)) {
      const prefix = prefixOf(combination);
      const bucket = this.buckets.get(prefix);
      for (const value of lastValues) {
        if (typeof value !== 'string') {
          for (const id of this.unordered.at(prefix, encodeKeyPart(value))) ids.add(id);
          continue;
        }
        if (bucket === undefined) continue;
        const range = { lower: { value, inclusive: true }, upper: { value, inclusive: true } };
        const [start, end] = sliceOf(bucket.values, range);
        for (let at = start; at < end; at++) ids.add(bucket.ids[at] as string);
      }
    }
    return ids;
  }

  /**
   * Candidate ids for equalities on the one leading field alone (any value of the last): what a hash
   * index over that field would answer. Only for an index of two fields.
   */
  withLeading(values: readonly unknown[]): Set<string> {
    const ids = new Set(this.everywhere);
    for (const value of values) this.eachUnder(prefixOf([value]), ANY_VALUE, (id) => ids.add(id));
    return ids;
  }

  /**
   * The ids under one bucket key, `lookup`'s and `withLeading`'s alike: those whose last value is no string, then
   * the bucket's in `range`, each handed to `take`.
   */
  private eachUnder(prefix: string, range: StringRange, take: (id: string) => void): void {
    for (const id of this.unordered.under(prefix)) take(id);
    const bucket = this.buckets.get(prefix);
    if (bucket === undefined) return;
    const [start, end] = sliceOf(bucket.values, range);
    for (let at = start; at < end; at++) take(bucket.ids[at] as string);
  }

  /**
   * The bucket key of a document's leading values; null when one holds an array, which makes the
   * document a candidate everywhere (as one whose last field holds an array). Where the document sits
   * is read by `add` and `remove` themselves, without an object per put.
   */
  private prefixIn(document: ReadDocument): string | null {
    const leading = this.leadingPaths.map((path) => resolve(document, path));
    return leading.some(Array.isArray) ? null : prefixOf(leading);
  }
}

/**
 * The key of a bucket: a lone string (a user id) is its own key, the document's string itself, where
 * an encoded copy per bucket and per index was ~2 MB for the bench's calendar; anything else is
 * encoded behind a NUL. A string that begins with one could share a bucket with an encoded key: its
 * ids are only ever candidates, which the caller tests with the filter.
 */
function prefixOf(leadingValues: readonly unknown[]): string {
  const [single] = leadingValues;
  if (leadingValues.length === 1 && typeof single === 'string') return single;
  return `\u0000${encodeKey(leadingValues)}`;
}

/** The positions [start, end) of the values within the range. */
function sliceOf(values: readonly string[], { lower, upper }: StringRange): [number, number] {
  const start = lower === undefined ? 0 : firstAtOrAfter(values, lower.value, !lower.inclusive);
  const end = upper === undefined ? values.length : firstAtOrAfter(values, upper.value, upper.inclusive);
  return [start, Math.max(start, end)];
}

/** The first position whose value is after `value` (`strictlyAfter`) or at or after it. */
function firstAtOrAfter(values: readonly string[], value: string, strictlyAfter: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const current = values[middle] as string;
    if (current < value || (strictlyAfter && current === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}
