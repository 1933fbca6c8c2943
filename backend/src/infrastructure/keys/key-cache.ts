import { LRUCache } from 'lru-cache';

/** Unwrapped keys kept at most this long: how long another instance's erasure can go unnoticed here. */
export const KEY_CACHE_TTL_MS = 30_000;
const MAX_KEYS = 10_000;

/** `null`: the key is erased (or never existed); LRUCache cannot hold null, hence the wrapper. */
interface Entry {
  key: Buffer | null;
}

/**
 * Unwrapped data keys, bounded in count and in age. Every instance caches; an erasure on another
 * instance reaches this one when its entry expires, or at once when the erasure event passes
 * through this process's event transform (see `forget`).
 */
export class KeyCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_KEYS, ttl: KEY_CACHE_TTL_MS });

  get(userId: string): Buffer | null | undefined {
    return this.entries.get(userId)?.key;
  }

  set(userId: string, key: Buffer | null): void {
    this.entries.set(userId, { key });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}
