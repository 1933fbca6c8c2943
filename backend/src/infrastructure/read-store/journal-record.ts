import type { ReadDocument } from '@eventfold/contracts';
import type { CollectionState } from './collection-state';
import { fromJournalValue, toJournalValue } from './document-codec';
import type { IndexSpec } from './equality-index';

/**
 * One line of the journal or snapshot, keyed by collection `c`: the full document after a change (`p`),
 * a deleted id (`d`), a dropped collection (`x`), an index (`i`), or an existing empty collection (`n`).
 * Recording results rather than operations makes replay trivial and independent of operator semantics.
 */
export class RecordEncoder {
  private readonly prefix: string;

  constructor(collection: string) {
    this.prefix = `{"c":${JSON.stringify(collection)},`;
  }

  put(document: ReadDocument): string {
    return `${this.prefix}"p":${JSON.stringify(toJournalValue(document))}}`;
  }

  delete(id: string): string {
    return `${this.prefix}"d":${JSON.stringify(id)}}`;
  }

  drop(): string {
    return `${this.prefix}"x":1}`;
  }

  index(spec: IndexSpec): string {
    return `${this.prefix}"i":${JSON.stringify(spec)}}`;
  }

  exists(): string {
    return `${this.prefix}"n":1}`;
  }
}

/** Replays one record; unique checks are skipped because the record describes an already-valid state. */
export function replayRecord(
  record: Record<string, unknown>,
  stateOf: (name: string) => CollectionState,
): void {
  const collection = record.c;
  if (typeof collection !== 'string')
    throw new Error(`Read store record without a collection: ${JSON.stringify(record)}`);
  const state = stateOf(collection);
  if ('p' in record) state.put(fromJournalValue(record.p) as ReadDocument);
  else if ('d' in record) state.remove(record.d as string);
  else if ('x' in record) state.clear();
  else if ('i' in record) {
    const spec = record.i as IndexSpec;
    if (state.hasIndex(spec.name) === undefined) state.addIndex(spec);
  } else if ('n' in record) state.exists = true;
  else throw new Error(`Unknown read store record: ${JSON.stringify(record)}`);
}

/** The lines that recreate a collection from nothing: what a snapshot holds for it. */
export function* snapshotLines(state: CollectionState): Generator<string> {
  const encoder = new RecordEncoder(state.name);
  yield encoder.exists();
  for (const index of [...state.indexes, ...state.geoIndexes]) yield encoder.index(index.spec);
  for (const document of state.documents.values()) yield encoder.put(document);
}
