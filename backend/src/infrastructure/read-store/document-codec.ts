/**
 * How stored documents become journal text and back. JSON has no Date, and sessions depend on Dates
 * surviving a restart, so Dates travel as `{ "$date": <epoch ms> }` (MongoDB's extended-JSON shape;
 * field names starting with `$` are not allowed in stored documents, so the tag cannot collide).
 */

const DATE_TAG = '$date';

/** Returns `value` itself when it holds no Date, so the common case allocates nothing before stringify. */
export function toJournalValue(value: unknown): unknown {
  if (isDate(value)) return { [DATE_TAG]: value.getTime() };
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const encoded = toJournalValue(value[i]);
      if (encoded !== value[i]) {
        copy ??= value.slice();
        copy[i] = encoded;
      }
    }
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined;
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const encoded = toJournalValue(record[key]);
      if (encoded !== record[key]) {
        copy ??= { ...record };
        copy[key] = encoded;
      }
    }
    return copy ?? value;
  }
  return value;
}

/** Turns parsed journal JSON back into live values, replacing Date tags in place. */
export function fromJournalValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fromJournalValue(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const tagged = record[DATE_TAG];
    if (typeof tagged === 'number' && Object.keys(record).length === 1) return new Date(tagged);
    for (const key in record) record[key] = fromJournalValue(record[key]);
  }
  return value;
}

/**
 * Callers must never hold a reference into stored state, in either direction. Not structuredClone: it
 * builds Dates in the main realm, so under jest's VM contexts they would fail `instanceof Date`.
 */
export function cloneDocument<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (isDate(value)) return new Date(value.getTime()) as T;
  if (value instanceof RegExp) return new RegExp(value) as T;
  // Spread, then nested values replaced: adding a document's ~30 fields one by one under computed
  // keys turns the copy into a V8 dictionary-mode object (~5 times the memory, slower to read).
  const copy = { ...value } as Record<string, unknown>;
  for (const key in copy) {
    const field = copy[key];
    if (field !== null && typeof field === 'object') copy[key] = cloneDocument(field);
  }
  return copy as T;
}

/** Realm-independent, so Dates made in another VM context still count as Dates. */
export function isDate(value: unknown): value is Date {
  if (value instanceof Date) return true;
  // The cheap property probe first: tag checks are slow inside VM contexts and most values are not Dates.
  const probe = value as { getTime?: unknown } | null | undefined;
  return typeof probe?.getTime === 'function' && Object.prototype.toString.call(value) === '[object Date]';
}
