import { useEffect, useState } from 'react';
import { type z } from 'zod';

/** `local`: kept for later visits (preferences); `session`: this tab only, surviving reloads. */
export type RememberedIn = 'local' | 'session';

const storageOf = (where: RememberedIn): Storage => (where === 'local' ? localStorage : sessionStorage);

/**
 * A value kept in browser storage across reloads. What is read back is checked with `schema`:
 * storage outlives builds and can be edited by hand, so anything unreadable counts as nothing saved.
 */
export function readRemembered<T>(where: RememberedIn, key: string, schema: z.ZodType<T>): T | null {
  try {
    const saved = storageOf(where).getItem(key);
    if (saved === null) return null;
    const parsed = schema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function remember(where: RememberedIn, key: string, value: unknown): void {
  try {
    storageOf(where).setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private window): the value lives until the next reload only.
  }
}

/** useState whose value survives reloads under `key`. */
export function useRememberedState<T>(
  where: RememberedIn,
  key: string,
  schema: z.ZodType<T>,
  initial: () => T,
) {
  const [value, setValue] = useState<T>(() => readRemembered(where, key, schema) ?? initial());
  useEffect(() => remember(where, key, value), [where, key, value]);
  return [value, setValue] as const;
}
