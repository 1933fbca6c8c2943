import type { ReadDocument } from '@eventfold/contracts';
import { resolve } from 'mingo/util';
import { encodeKeyPart, type IndexSpec } from './equality-index';
import type { StringRange } from './query-plan';

interface Bucket {
  /** The last indexed field's values, ascending; `ids` holds each one's document, in step. */
  values: string[];
  ids: string[];
}

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
  private readonly unordered = new Map<string, Set<string>>();
  private readonly everywhere = new Set<string>();

  constructor(readonly spec: IndexSpec) {
    const paths = Object.keys(spec.keys);
    this.leadingPaths = paths.slice(0, -1);
    this.rangePath = paths[paths.length - 1] as string;
  }

  add(document: ReadDocument): void {
    const place = this.placeOf(document);
    if (place === null) this.everywhere.add(document._id);
    else if (place.value === undefined) setIn(this.unordered, place.prefix).add(document._id);
    else {
      const bucket = this.buckets.get(place.prefix) ?? { values: [], ids: [] };
      this.buckets.set(place.prefix, bucket);
      const at = firstAtOrAfter(bucket.values, place.value, false);
      bucket.values.splice(at, 0, place.value);
      bucket.ids.splice(at, 0, document._id);
    }
  }

  remove(document: ReadDocument): void {
    const place = this.placeOf(document);
    if (place === null) this.everywhere.delete(document._id);
    else if (place.value === undefined) this.unordered.get(place.prefix)?.delete(document._id);
    else {
      const bucket = this.buckets.get(place.prefix);
      if (bucket === undefined) return;
      for (let at = firstAtOrAfter(bucket.values, place.value, false); at < bucket.values.length; at++) {
        if (bucket.values[at] !== place.value) break;
        if (bucket.ids[at] !== document._id) continue;
        bucket.values.splice(at, 1);
        bucket.ids.splice(at, 1);
        break;
      }
      if (bucket.values.length === 0) this.buckets.delete(place.prefix);
    }
  }

  /** Candidate ids for one value per leading field and a string range on the last field. */
  lookup(leadingValues: readonly unknown[], range: StringRange): string[] {
    const prefix = leadingValues.map(encodeKeyPart).join('\u0000');
    const bucket = this.buckets.get(prefix);
    const ids = [...this.everywhere, ...(this.unordered.get(prefix) ?? [])];
    if (bucket === undefined) return ids;
    const [start, end] = sliceOf(bucket.values, range);
    for (let at = start; at < end; at++) ids.push(bucket.ids[at] as string);
    return ids;
  }

  /** How many candidates `lookup` would give, without building them: to choose between indexes. */
  count(leadingValues: readonly unknown[], range: StringRange): number {
    const prefix = leadingValues.map(encodeKeyPart).join('\u0000');
    const bucket = this.buckets.get(prefix);
    const others = this.everywhere.size + (this.unordered.get(prefix)?.size ?? 0);
    if (bucket === undefined) return others;
    const [start, end] = sliceOf(bucket.values, range);
    return others + (end - start);
  }

  /** Where a document sits: null when an array makes it a candidate everywhere. */
  private placeOf(document: ReadDocument): { prefix: string; value: string | undefined } | null {
    let prefix = '';
    for (let i = 0; i < this.leadingPaths.length; i++) {
      const value = resolve(document, this.leadingPaths[i] as string);
      if (Array.isArray(value)) return null;
      prefix += (i === 0 ? '' : '\u0000') + encodeKeyPart(value);
    }
    const last = resolve(document, this.rangePath);
    if (Array.isArray(last)) return null;
    return { prefix, value: typeof last === 'string' ? last : undefined };
  }
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

function setIn(map: Map<string, Set<string>>, key: string): Set<string> {
  const existing = map.get(key);
  if (existing !== undefined) return existing;
  const created = new Set<string>();
  map.set(key, created);
  return created;
}
