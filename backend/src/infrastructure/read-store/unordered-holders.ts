/** One document's id, or several: a Set is made only for a second holder. */
export type Holders = string | Set<string>;
/** Under one prefix, the holders by key; a single key is kept as a pair, without a Map. */
type KeyedHolders = Map<string, Holders> | { key: string; holders: Holders };

/**
 * The documents an OrderedIndex cannot order (their last field is no string), by prefix and by that
 * value's key. Most prefixes hold one such document (each user's calendar version stamp has no
 * start): a Map and a Set per prefix were ~300 bytes each, ~7 MB for the bench's 10,000 users in two
 * indexes; a pair holding the id is ~40.
 */
export class UnorderedHolders {
  private readonly byPrefix = new Map<string, KeyedHolders>();

  add(prefix: string, key: string, id: string): void {
    const keyed = this.byPrefix.get(prefix);
    if (keyed === undefined) this.byPrefix.set(prefix, { key, holders: id });
    else if (!(keyed instanceof Map) && keyed.key === key) keyed.holders = withHolder(keyed.holders, id);
    else {
      const byKey = keyed instanceof Map ? keyed : new Map([[keyed.key, keyed.holders]]);
      addHolder(byKey, key, id);
      this.byPrefix.set(prefix, byKey);
    }
  }

  remove(prefix: string, key: string, id: string): void {
    const keyed = this.byPrefix.get(prefix);
    if (keyed === undefined) return;
    if (!(keyed instanceof Map)) {
      if (keyed.key !== key) return;
      const left = withoutHolder(keyed.holders, id);
      if (left === undefined) this.byPrefix.delete(prefix);
      else keyed.holders = left;
      return;
    }
    removeHolder(keyed, key, id);
    if (keyed.size === 0) this.byPrefix.delete(prefix);
  }

  /** Every id under the prefix, whatever its key. */
  *under(prefix: string): Generator<string> {
    const keyed = this.byPrefix.get(prefix);
    if (keyed === undefined) return;
    if (!(keyed instanceof Map)) yield* idsOf(keyed.holders);
    else for (const holders of keyed.values()) yield* idsOf(holders);
  }

  countUnder(prefix: string): number {
    const keyed = this.byPrefix.get(prefix);
    if (keyed === undefined) return 0;
    if (!(keyed instanceof Map)) return countOf(keyed.holders);
    let count = 0;
    for (const holders of keyed.values()) count += countOf(holders);
    return count;
  }

  /** The ids under the prefix holding that key. */
  *at(prefix: string, key: string): Generator<string> {
    const keyed = this.byPrefix.get(prefix);
    if (keyed === undefined) return;
    const holders = keyed instanceof Map ? keyed.get(key) : keyed.key === key ? keyed.holders : undefined;
    if (holders !== undefined) yield* idsOf(holders);
  }
}

/** Adds `id` to the holders of `key`. */
export function addHolder(byKey: Map<string, Holders>, key: string, id: string): void {
  byKey.set(key, withHolder(byKey.get(key), id));
}

/** Removes `id` from the holders of `key`, and the key once none is left. */
export function removeHolder(byKey: Map<string, Holders>, key: string, id: string): void {
  const holders = byKey.get(key);
  if (holders === undefined) return;
  const left = withoutHolder(holders, id);
  if (left === undefined) byKey.delete(key);
  else byKey.set(key, left);
}

/** `holders` with `id` added (what to keep under the key: a Set only once there are two). */
function withHolder(holders: Holders | undefined, id: string): Holders {
  if (holders === undefined || holders === id) return id;
  if (typeof holders === 'string') return new Set([holders, id]);
  holders.add(id);
  return holders;
}

/** `holders` without `id`: undefined once none is left, the lone id once one is. */
function withoutHolder(holders: Holders, id: string): Holders | undefined {
  if (typeof holders === 'string') return holders === id ? undefined : holders;
  holders.delete(id);
  if (holders.size === 0) return undefined;
  return holders.size === 1 ? (holders.values().next().value as string) : holders;
}

export function idsOf(holders: Holders): Iterable<string> {
  return typeof holders === 'string' ? [holders] : holders;
}

function countOf(holders: Holders): number {
  return typeof holders === 'string' ? 1 : holders.size;
}
