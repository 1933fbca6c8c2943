import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  BROTLI_QUALITY,
  bodyOf,
  compressBody,
  joinedBody,
  type BodyParts,
} from '../infrastructure/web/body-parts';
import type { ContentEncoding } from '../infrastructure/web/content-encoding';
import { BoundedWork } from '../infrastructure/work/bounded-work';

interface CachedAnswer {
  userId: string;
  /** The calendar version (per user) the body was computed under. */
  version: string;
  body: BodyParts;
  /** Compressed copies, made the first time a client asks for one. */
  encoded: Partial<Record<Exclude<ContentEncoding, 'identity'>, BodyParts>>;
}

/**
 * Compressions at once: each holds a compressor's state (a brotli window is megabytes) and takes a
 * thread of libuv's pool, so more at once would only add memory; the others wait their turn.
 */
const COMPRESSING = { concurrency: 2, maxWaiting: 256 };
/** Below this an answer goes as it is: compression would not pay for itself. */
const COMPRESS_FROM_BYTES = 1024;
/** Map and key overhead per entry, so that many small answers are counted too. */
const ENTRY_OVERHEAD_BYTES = 256;
/** How many ranges asked once are remembered (a key and a version each, ~200 bytes). */
const ASKED_ONCE_MAX_KEYS = 10_000;

/**
 * The serialised answers of GET /api/events, per user and range, bounded in bytes: any user may ask
 * for any number of ranges, and each answer of a busy month weighs a megabyte or more. An answer
 * is served only under the version it was computed for; a user's new version drops all of that
 * user's answers at once (no one else's), so stale ranges do not sit in the cache until evicted.
 * Compressed copies are kept beside each answer and counted against the same bound.
 *
 * An answer is kept from the second time its range is asked under the same version: a client that
 * varies `from`/`to` on every request (or a user browsing past months once) would otherwise fill the
 * whole bound with answers nobody asks for again, pushing out those that are, and keep every one of
 * them alive until evicted. The first ask leaves only its key behind (bounded in number).
 */
@Injectable()
export class EventsResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** Each user's cached keys, to drop them together. */
  private readonly keysByUser = new Map<string, { version: string; keys: Set<string> }>();
  /** Ranges computed once and not kept: key → the version they were computed under. */
  private readonly askedOnce = new LRUCache<string, string>({ max: ASKED_ONCE_MAX_KEYS });
  private readonly compressing = new BoundedWork(COMPRESSING);

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'eventsCacheMaxBytes'>) {
    this.entries = new LRUCache({
      maxSize: config.eventsCacheMaxBytes,
      sizeCalculation: (entry, key) =>
        entry.body.byteLength +
        (entry.encoded.br?.byteLength ?? 0) +
        (entry.encoded.gzip?.byteLength ?? 0) +
        key.length +
        ENTRY_OVERHEAD_BYTES,
      dispose: (entry, key) => this.forgetKey(entry.userId, key),
    });
  }

  /**
   * The answer for `range` under `version` in the encoding asked for (identity when small), computed
   * and kept if none is.
   */
  async get(
    userId: string,
    range: string,
    version: string,
    encoding: ContentEncoding,
    compute: () => Promise<BodyParts>,
  ): Promise<{ body: BodyParts; encoding: ContentEncoding }> {
    const key = `${userId}|${range}`;
    let entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) {
      entry = { userId, version, body: await compute(), encoded: {} };
      if (this.askedOnce.get(key) === version) {
        this.askedOnce.delete(key);
        // Joined once it is kept: it is then sent as one buffer each time it is asked again.
        entry.body = joinedBody(entry.body);
        this.remember(key, entry);
      } else this.askedOnce.set(key, version);
    }
    if (encoding === 'identity' || entry.body.byteLength < COMPRESS_FROM_BYTES)
      return { body: entry.body, encoding: 'identity' };
    let encoded = entry.encoded[encoding];
    if (encoded === undefined) {
      const body = entry.body;
      // A kept answer is compressed once for many sends; a fresh one for this request alone.
      const quality = this.entries.get(key) === entry ? BROTLI_QUALITY.kept : BROTLI_QUALITY.fresh;
      encoded = bodyOf([await this.compressing.run(() => compressBody(body, encoding, quality))]);
      entry.encoded[encoding] = encoded;
      // Set again so that the copy counts against the bound (if the entry is still held).
      if (this.entries.get(key) === entry) this.entries.set(key, entry);
    }
    return { body: encoded, encoding };
  }

  /** Bytes held, as counted against the bound. */
  get size(): number {
    return this.entries.calculatedSize;
  }

  private remember(key: string, entry: CachedAnswer): void {
    const { userId, version } = entry;
    const known = this.keysByUser.get(userId);
    if (known !== undefined && known.version !== version) {
      for (const stale of [...known.keys]) this.entries.delete(stale);
    }
    this.entries.set(key, entry);
    // Not kept when larger than the whole bound.
    if (!this.entries.has(key)) return;
    const user = this.keysByUser.get(userId) ?? { version, keys: new Set<string>() };
    user.version = version;
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
