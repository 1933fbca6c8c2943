import type { Filter, FindOptions, ReadDocument } from '@eventfold/contracts';
import { Context } from 'mingo/core';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';

/**
 * Filters, sorts and projections through mingo. mingo copies its operator tables into every Query it
 * builds; the full default table (all expression operators) makes that copy cost ~10 µs per filter,
 * while a context with only the query and projection operators costs ~2 µs. Filters here never need
 * aggregation expressions, so the small table is enough.
 */
const context = Context.init({ query: { ...queryOperators }, projection: { ...projectionOperators } });

export type DocumentPredicate = (document: ReadDocument) => boolean;

export function compileFilter(filter: Filter): DocumentPredicate {
  if (Object.keys(filter).length === 0) return () => true;
  const query = new Query(filter, { context });
  return (document) => query.test(document);
}

/** Applies sort, skip, limit and projection to already-matched documents, in MongoDB's order. */
export function shapeResults(documents: ReadDocument[], options: FindOptions = {}): ReadDocument[] {
  const { sort, skip, limit, projection } = options;
  const fields = projection === undefined ? undefined : topLevelInclusion(projection);
  // MongoDB reads a limit of 0 as "no limit".
  if (!sort && (!projection || fields)) {
    const window = documents.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined);
    return fields ? window.map((document) => pick(document, fields)) : window;
  }
  let cursor = new Query({}, { context }).find<ReadDocument>(documents, projection);
  if (sort && Object.keys(sort).length > 0) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all();
}

/**
 * The fields of a projection that only includes top-level fields (`{ a: 1, b: 1 }`, `_id` in unless
 * `_id: 0`), or undefined for any other shape. Such projections are picked directly: a hot read
 * (the calendar's range heads) asks for a few fields of thousands of documents, and mingo's
 * general projection costs more than the copy it saves.
 */
function topLevelInclusion(projection: FindOptions['projection'] & object): string[] | undefined {
  const fields: string[] = [];
  let withId = true;
  for (const [field, included] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return undefined;
    if (field === '_id') withId = included === 1;
    else if (included === 1) fields.push(field);
    else return undefined;
  }
  if (fields.length === 0) return undefined;
  return withId ? ['_id', ...fields] : fields;
}

/** A new document with `fields` of `document` (values shared: the caller copies what it keeps). */
function pick(document: ReadDocument, fields: readonly string[]): ReadDocument {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (field in document) picked[field] = document[field];
  return picked as ReadDocument;
}
