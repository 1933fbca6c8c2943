import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface CachedResponse {
  /** The calendar version (per user) the body was computed under. */
  version: string;
  body: Buffer;
}

/** Map and key overhead per entry, so that many small answers are counted too. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The serialised answers of GET /api/events, per user and range, bounded in bytes: any user may ask
 * for any number of ranges, and each answer of a busy month weighs a megabyte or more. An answer
 * is served only under the version it was computed for; a user's new version drops all of that
 * user's answers at once (no one else's), so stale ranges do not sit in the cache until evicted.
 */
@Injectable()
export class EventsResponseCache {
  private readonly entries: LRUCache<string, CachedResponse & { userId: string }>;
  /** Each user's cached keys, to drop them together. */
  private readonly keysByUser = new Map<string, { version: string; keys: Set<string> }>();

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventsCacheMaxBytes'>) {
    this.entries = new LRUCache({
      maxSize: config.eventsCacheMaxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD_BYTES,
      dispose: (entry, key) => this.forgetKey(entry.userId, key),
    });
  }

  /** The answer for `range` under `version`, computed (and kept, when it fits) if none is. */
  async get(userId: string, range: string, version: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${userId}|${range}`;
    const cached = this.entries.get(key);
    if (cached !== undefined && cached.version === version) return cached.body;
    const body = await compute();
    this.remember(userId, key, { version, body });
    return body;
  }

  /** Bytes held, as counted against the bound. */
  get size(): number {
    return this.entries.calculatedSize;
  }

  private remember(userId: string, key: string, response: CachedResponse): void {
    const known = this.keysByUser.get(userId);
    if (known !== undefined && known.version !== response.version) {
      for (const stale of [...known.keys]) this.entries.delete(stale);
    }
    this.entries.set(key, { ...response, userId });
    // Not kept when larger than the whole bound.
    if (!this.entries.has(key)) return;
    const user = this.keysByUser.get(userId) ?? { version: response.version, keys: new Set<string>() };
    user.version = response.version;
    user.keys.add(key);
    this.keysByUser.set(userId, user);
  }

  private forgetKey(userId: string, key: string): void {
    const user = this.keysByUser.get(userId);
    if (user === undefined) return;
    user.keys.delete(key);
    if (user.keys.size === 0) this.keysByUser.delete(userId);
  }
}
