import type { Filter } from '@eventfold/contracts';
import { isDate } from './document-codec';

/**
 * What an index can answer from a filter: per top-level path, the scalar values it must equal
 * (`field: v`, `{ $eq: v }` or `{ $in: [...] }`). Anything richer is left to the full filter test.
 */
export interface StringRange {
  lower?: { value: string; inclusive: boolean };
  upper?: { value: string; inclusive: boolean };
}

export interface QueryPlan {
  equalities: Map<string, unknown[]>;
  /** Per top-level path, a range between strings (`$gt`, `$gte`, `$lt`, `$lte` and nothing else). */
  ranges: Map<string, StringRange>;
  /** True when the filter is nothing but `_id` equalities, so an id lookup alone is the exact answer. */
  idOnly: boolean;
}

export function planQuery(filter: Filter): QueryPlan {
  const equalities = new Map<string, unknown[]>();
  const ranges = new Map<string, StringRange>();
  let exact = true;
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) {
      exact = false;
      continue;
    }
    const values = scalarValues(condition);
    const range = values === undefined ? stringRange(condition) : undefined;
    if (range !== undefined) ranges.set(path, range);
    if (values === undefined) exact = false;
    else {
      equalities.set(path, values.values);
      if (!values.complete) exact = false;
    }
  }
  return { equalities, ranges, idOnly: exact && equalities.size === 1 && equalities.has('_id') };
}

const RANGE_OPERATORS: Record<string, { side: 'lower' | 'upper'; inclusive: boolean }> = {
  $gt: { side: 'lower', inclusive: false },
  $gte: { side: 'lower', inclusive: true },
  $lt: { side: 'upper', inclusive: false },
  $lte: { side: 'upper', inclusive: true },
};

function stringRange(condition: unknown): StringRange | undefined {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const range: StringRange = {};
  for (const [operator, operand] of Object.entries(condition as Record<string, unknown>)) {
    const bound = RANGE_OPERATORS[operator];
    if (bound === undefined || typeof operand !== 'string' || range[bound.side] !== undefined)
      return undefined;
    range[bound.side] = { value: operand, inclusive: bound.inclusive };
  }
  return range.lower === undefined && range.upper === undefined ? undefined : range;
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
