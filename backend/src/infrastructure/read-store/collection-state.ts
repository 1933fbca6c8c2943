import { DuplicateKeyError, type Filter, type ReadDocument } from '@eventfold/contracts';
import { resolve } from 'mingo/util';
import { EqualityIndex, type IndexSpec } from './equality-index';
import { isDate } from './document-codec';
import { OrderedIndex } from './ordered-index';
import { planQuery, type QueryPlan, type StringRange } from './query-plan';
import { GeoIndex, isGeoIndex } from './geo-index';
import { geoWithinOf, isWithin } from './geo-within';
import type { StringPools } from './string-pools';

/** Exposed for tests and diagnostics: how many stored documents queries had to look at. */
export interface CollectionStats {
  candidatesExamined: number;
}

export interface Candidates {
  documents: Iterable<ReadDocument>;
  /** The candidates are exactly the matches, so the filter need not be tested. */
  exact: boolean;
  /** What is left to test when part of the filter (a geo condition) was answered already. */
  rest?: Filter;
}

/**
 * One collection's in-memory state: documents by `_id` (insertion ordered), secondary indexes and TTL
 * rules. It applies already-validated changes and keeps the indexes in step; MongoDB semantics live in
 * the collection facade above it, durability in the store.
 */
export class CollectionState {
  exists = false;
  readonly documents = new Map<string, ReadDocument>();
  readonly indexes: EqualityIndex[] = [];
  readonly geoIndexes: GeoIndex[] = [];
  /** Compound indexes again, their last field in order: equalities then a range are a slice. */
  readonly orderedIndexes: OrderedIndex[] = [];
  /** Each single-field index an ordered index answers instead (see EqualityIndex.cover), with that index. */
  private readonly coverOf = new Map<EqualityIndex, OrderedIndex>();
  readonly stats: CollectionStats = { candidatesExamined: 0 };

  /** `pools`: the store's shared string pools, which also compact what is stored (none for a short-lived scratch collection). */
  constructor(
    readonly name: string,
    private readonly pools?: StringPools,
  ) {}

  get expiring(): boolean {
    return this.indexes.some((index) => index.spec.expireAfterSeconds !== undefined);
  }

  candidates(filter: Filter): Candidates {
    const id = singleIdOf(filter);
    if (id !== undefined) {
      const document = this.documents.get(id);
      return this.counted(document === undefined ? [] : [document], true);
    }
    const geo = geoWithinOf(filter);
    if (geo !== undefined) {
      const index = this.geoIndexes.find((candidate) => candidate.path === geo.path);
      const documents =
        index === undefined
          ? [...this.documents.values()].filter((document) => isWithin(document, geo))
          : this.byIds(index.within(geo.longitude, geo.latitude, geo.radiusKm));
      return { ...this.counted(documents, false), rest: geo.rest };
    }
    const plan = planQuery(filter);
    const { equalities, idOnly } = plan;
    const ids = equalities.get('_id');
    if (ids !== undefined) return this.counted(this.byIds(new Set(ids as string[])), idOnly);
    const slice = this.narrowestSlice(plan);
    if (slice !== undefined) return this.counted(this.byIds(slice), false);
    const index = this.bestIndexFor(equalities);
    if (index !== undefined) {
      const values = index.paths.map((path) => equalities.get(path) as unknown[]);
      const ids = index.keyed ? index.lookup(values) : this.unkeyedLookup(index, values);
      return this.counted(this.byIds(ids), false);
    }
    return this.counted([...this.documents.values()], false);
  }

  /** Throws what MongoDB would if `document` were stored now; `replacing` is the id it overwrites. */
  assertInsertable(document: ReadDocument, replacing?: string): void {
    if (replacing === undefined && this.documents.has(document._id)) {
      throw new DuplicateKeyError(this.name, { _id: document._id });
    }
    for (const index of this.indexes) {
      const holder = index.conflictFor(document);
      if (holder !== undefined) throw new DuplicateKeyError(this.name, index.keyValues(document));
    }
  }

  /** Stores `given` (as a compact copy when the store pools strings) and returns what it stored. */
  put(given: ReadDocument): ReadDocument {
    const document = this.pools === undefined ? given : this.pools.compact(given);
    const previous = this.documents.get(document._id);
    if (previous !== undefined) for (const index of this.allIndexes()) index.remove(previous);
    this.documents.set(document._id, document);
    for (const index of this.allIndexes()) index.add(document);
    this.exists = true;
    return document;
  }

  remove(id: string): boolean {
    const previous = this.documents.get(id);
    if (previous === undefined) return false;
    for (const index of this.allIndexes()) index.remove(previous);
    this.documents.delete(id);
    return true;
  }

  hasIndex(name: string): IndexSpec | undefined {
    return [...this.indexes, ...this.geoIndexes].find((index) => index.spec.name === name)?.spec;
  }

  addIndex(spec: IndexSpec): void {
    if (isGeoIndex(spec)) {
      const geoIndex = new GeoIndex(spec);
      for (const document of this.documents.values()) geoIndex.add(document);
      this.geoIndexes.push(geoIndex);
      this.exists = true;
      return;
    }
    const index = new EqualityIndex(spec);
    this.coverIfHeld(index, this.orderedIndexes);
    for (const document of this.documents.values()) {
      if (index.conflictFor(document) !== undefined) {
        throw new DuplicateKeyError(this.name, index.keyValues(document));
      }
      index.add(document);
    }
    this.indexes.push(index);
    if (index.paths.length > 1) {
      const ordered = new OrderedIndex(spec);
      for (const document of this.documents.values()) ordered.add(document);
      this.orderedIndexes.push(ordered);
      for (const single of this.indexes) if (single.keyed) this.coverIfHeld(single, [ordered]);
    }
    this.exists = true;
  }

  clear(): void {
    this.documents.clear();
    this.indexes.length = 0;
    this.geoIndexes.length = 0;
    this.orderedIndexes.length = 0;
    this.coverOf.clear();
    this.exists = false;
  }

  /** MongoDB's TTL rule: expired once the earliest Date in the field is older than the window. */
  isExpired(document: ReadDocument, now: number): boolean {
    for (const { spec, paths } of this.indexes) {
      if (spec.expireAfterSeconds === undefined) continue;
      const value = resolve(document, paths[0] as string);
      const dates = (Array.isArray(value) ? value : [value]).filter(isDate);
      if (dates.length === 0) continue;
      const earliest = Math.min(...dates.map((date) => date.getTime()));
      if (earliest + spec.expireAfterSeconds * 1000 <= now) return true;
    }
    return false;
  }

  private allIndexes(): (EqualityIndex | GeoIndex | OrderedIndex)[] {
    if (this.geoIndexes.length === 0 && this.orderedIndexes.length === 0) return this.indexes;
    return [...this.indexes, ...this.geoIndexes, ...this.orderedIndexes];
  }

  /** The ordered index whose slice for the filter is shortest, as ids; undefined when none applies. */
  private narrowestSlice({ equalities, ranges }: QueryPlan): string[] | undefined {
    let best: { index: OrderedIndex; leading: unknown[]; size: number } | undefined;
    for (const index of this.orderedIndexes) {
      const range = ranges.get(index.rangePath);
      if (range === undefined) continue;
      const leading = index.leadingPaths.map((path) => equalities.get(path));
      if (!leading.every((values) => values?.length === 1)) continue;
      const values = leading.map((single) => (single as unknown[])[0]);
      const size = index.count(values, range);
      if (best === undefined || size < best.size) best = { index, leading: values, size };
    }
    if (best === undefined) return undefined;
    return best.index.lookup(best.leading, ranges.get(best.index.rangePath) as StringRange);
  }

  /** What an index without keys of its own answers: its ordered twin, or the ordered index covering it. */
  private unkeyedLookup(index: EqualityIndex, valuesPerPath: unknown[][]): Set<string> {
    if (index.paths.length > 1) return this.orderedTwinOf(index).equal(valuesPerPath);
    const cover = this.coverOf.get(index);
    if (cover === undefined) throw new Error(`Index ${index.spec.name} has no ordered index covering it`);
    return cover.withLeading(valuesPerPath[0] ?? []);
  }

  /**
   * Lets the first of `ordered` that holds all `single` would (a two-field index leading with its
   * field) answer it from now on, so `single` keeps no keys of its own.
   */
  private coverIfHeld(single: EqualityIndex, ordered: readonly OrderedIndex[]): void {
    const cover = ordered.find(
      ({ leadingPaths }) => leadingPaths.length === 1 && single.coverableBy(leadingPaths[0] as string),
    );
    if (cover === undefined) return;
    single.cover();
    this.coverOf.set(single, cover);
  }

  /** The OrderedIndex made beside a compound EqualityIndex (addIndex makes one for each). */
  private orderedTwinOf(index: EqualityIndex): OrderedIndex {
    const twin = this.orderedIndexes.find((ordered) => ordered.spec.name === index.spec.name);
    if (twin === undefined) throw new Error(`Index ${index.spec.name} has no ordered twin`);
    return twin;
  }

  private bestIndexFor(equalities: Map<string, unknown[]>): EqualityIndex | undefined {
    let best: EqualityIndex | undefined;
    for (const index of this.indexes) {
      if (!index.paths.every((path) => equalities.has(path))) continue;
      if (best === undefined || rank(index) > rank(best)) best = index;
    }
    return best;
  }

  private byIds(ids: Iterable<string>): ReadDocument[] {
    const found: ReadDocument[] = [];
    for (const id of ids) {
      const document = this.documents.get(id);
      if (document !== undefined) found.push(document);
    }
    return found;
  }

  private counted(documents: ReadDocument[], exact: boolean): Candidates {
    this.stats.candidatesExamined += documents.length;
    return { documents, exact };
  }
}

/** `{ _id: 'x' }`, the shape of nearly every projection write, is answered without planning. */
function singleIdOf(filter: Filter): string | undefined {
  let id: unknown;
  for (const key in filter) {
    if (key !== '_id' || id !== undefined) return undefined;
    id = filter[key];
  }
  return typeof id === 'string' ? id : undefined;
}

function rank(index: EqualityIndex): number {
  return (index.spec.unique ? 100 : 0) + index.paths.length;
}
