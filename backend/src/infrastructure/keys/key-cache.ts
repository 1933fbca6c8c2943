import { LRUCache } from 'lru-cache';

/** Unwrapped keys kept at most this long: a backstop should the erasure count be unreadable for a while. */
export const KEY_CACHE_TTL_MS = 30_000;
/** How often every instance reads the store's erasure count: how long another instance's erasure can go unnoticed. */
export const ERASURE_CHECK_MS = 1000;
const MAX_KEYS = 10_000;

/** `null`: the key is erased (or never existed); LRUCache cannot hold null, hence the wrapper. */
interface Entry {
  key: Buffer | null;
}

/** A lookup in progress: what it read may be cached only if no erasure was noticed meanwhile. */
export interface Lookup {
  readonly generation: number;
}

/**
 * Unwrapped data keys, bounded in count and in age. Every instance caches. Each erasure, on any
 * instance, increments a count kept in the key store (after the key itself is destroyed); every
 * instance reads that count every second and drops all its cached keys when it changed, so a key
 * erased elsewhere stops being used here within a second. Erasures are rare, so forgetting every key
 * then costs a few re-reads. A lookup that began before such a drop does not put its (possibly
 * erased) key back. The erasure event passing through this process's transform also drops the
 * user's key at once (`forget`).
 */
export class KeyCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_KEYS, ttl: KEY_CACHE_TTL_MS });
  private generation = 0;
  /** The store's erasure count when last read; null before the first read. */
  private erasuresSeen: number | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly readErasureCount: () => Promise<number>,
    private readonly checkEveryMs = ERASURE_CHECK_MS,
  ) {}

  /** Starts reading the erasure count; the first read drops anything cached before it. */
  watchErasures(onError: (error: unknown) => void): void {
    if (this.timer !== null) return;
    const check = () =>
      void this.checkErasures()
        .catch(onError)
        .finally(() => {
          if (this.timer !== null) this.timer = schedule();
        });
    const schedule = () => setTimeout(check, this.checkEveryMs).unref();
    this.timer = schedule();
  }

  stopWatching(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Reads the erasure count now; drops every cached key if it changed since the last read. */
  async checkErasures(): Promise<void> {
    const count = await this.readErasureCount();
    if (count !== this.erasuresSeen) this.clear();
    this.erasuresSeen = count;
  }

  get(userId: string): Buffer | null | undefined {
    return this.entries.get(userId)?.key;
  }

  /** Call before reading a key from the store, and hand the result to `set`. */
  begin(): Lookup {
    return { generation: this.generation };
  }

  set(userId: string, key: Buffer | null, lookup: Lookup): void {
    if (lookup.generation === this.generation) this.entries.set(userId, { key });
  }

  /** Drops one user's key; a lookup under way does not put it back. */
  forget(userId: string): void {
    this.generation += 1;
    this.entries.delete(userId);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
