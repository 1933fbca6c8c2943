import type { Filter } from '@eventfold/contracts';
import { isDate } from './document-codec';

/**
 * What an index can answer from a filter: per top-level path, the scalar values it must equal
 * (`field: v`, `{ $eq: v }` or `{ $in: [...] }`). Anything richer is left to the full filter test.
 */
export interface QueryPlan {
  equalities: Map<string, unknown[]>;
  /** True when the filter is nothing but `_id` equalities, so an id lookup alone is the exact answer. */
  idOnly: boolean;
}

export function planQuery(filter: Filter): QueryPlan {
  const equalities = new Map<string, unknown[]>();
  let exact = true;
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) {
      exact = false;
      continue;
    }
    const values = scalarValues(condition);
    if (values === undefined) exact = false;
    else {
      equalities.set(path, values.values);
      if (!values.complete) exact = false;
    }
  }
  return { equalities, idOnly: exact && equalities.size === 1 && equalities.has('_id') };
}

function scalarValues(condition: unknown): { values: unknown[]; complete: boolean } | undefined {
  if (isScalar(condition)) return { values: [condition], complete: true };
  if (
    condition === null ||
    typeof condition !== 'object' ||
    Array.isArray(condition) ||
    condition instanceof RegExp
  ) {
    return undefined;
  }
  const operators = condition as Record<string, unknown>;
  const complete = Object.keys(operators).length === 1;
  if ('$eq' in operators && isScalar(operators.$eq)) return { values: [operators.$eq], complete };
  const $in = operators.$in;
  if (Array.isArray($in) && $in.every(isScalar)) return { values: $in, complete };
  return undefined;
}

/** Values whose index key is their own value; null also stands for a missing field, as in MongoDB. */
function isScalar(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    isDate(value)
  );
}
