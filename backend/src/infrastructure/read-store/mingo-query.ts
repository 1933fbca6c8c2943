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
  // MongoDB reads a limit of 0 as "no limit".
  if (!sort && !projection) return documents.slice(skip ?? 0, limit ? (skip ?? 0) + limit : undefined);
  let cursor = new Query({}, { context }).find<ReadDocument>(documents, projection);
  if (sort && Object.keys(sort).length > 0) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all();
}
